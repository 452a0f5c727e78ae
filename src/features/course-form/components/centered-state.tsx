import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/error-message';

/** Loading spinner or a message in the middle of the page area. */
export function CenteredState({ message, action }: { message?: string; action?: ReactNode }) {
  return (
    <Box sx={{ minHeight: 240, display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
      {message ? (
        <Box>
          <Typography role="alert" sx={{ mb: 2 }}>
            {message}
          </Typography>
          {action}
        </Box>
      ) : (
        <CircularProgress aria-label="Wczytywanie" />
      )}
    </Box>
  );
}

/** A load that failed: its Polish message and 'Spróbuj ponownie', which asks again. */
export function CenteredRetry({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <CenteredState
      message={errorMessage(error)}
      action={
        <Button variant="contained" onClick={retry}>
          Spróbuj ponownie
        </Button>
      }
    />
  );
}
