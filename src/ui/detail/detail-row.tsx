import Typography from '@mui/material/Typography';

/** One `label: value` pair of a read-only record (inside a `<dl>`); an empty value shows '—'. */
export function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </>
  );
}
