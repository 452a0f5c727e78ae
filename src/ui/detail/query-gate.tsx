import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { LOAD_ERROR } from '@/ui/resource-list/resource-list';

/**
 * A page of one record waits for it here: a spinner while it loads, the §8 load error with a retry
 * when it fails, then `children` with the record.
 */
export function QueryGate<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Box sx={{ p: 3 }} role="status" aria-label="Wczytywanie">
        <CircularProgress />
      </Box>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        sx={{ m: 3 }}
        action={<Button onClick={() => void query.refetch()}>Spróbuj ponownie</Button>}
      >
        {LOAD_ERROR}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
