import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

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
