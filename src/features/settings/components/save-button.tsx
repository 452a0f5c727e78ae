import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** 'Zapisz' of a settings form, disabled with a spinner while the request runs. */
export function SaveButton({ pending, label = 'Zapisz' }: { pending: boolean; label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Button
        type="submit"
        variant="contained"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
      >
        {label}
      </Button>
    </Box>
  );
}
