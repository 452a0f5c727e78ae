import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessage } from '@/api/error-message';
import { LOAD_ERROR } from '@/ui/resource-list/resource-list';

/**
 * Anything that waits for one query waits for it here (issue 33: one gate instead of hand-written
 * `if (isPending) … if (isError) …`): `pending` while it loads (a spinner by default), `error` when it
 * fails (the §8 load error with a retry by default), then `children` with the data. A screen passes its
 * own `pending`/`error` to keep its look; `error` may be a function of the error and a retry, such
 * as `serverError` when the server's own words (a 404's 'Nie znaleziono…') say more than §8's.
 */
export function QueryGate<T>({
  query,
  children,
  pending,
  error,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  pending?: ReactNode;
  error?: ReactNode | ((error: Error, retry: () => void) => ReactNode);
}) {
  const retry = () => void query.refetch();
  if (query.isPending)
    return (
      pending ?? (
        <Box sx={{ p: 3 }} role="status" aria-label="Wczytywanie">
          <CircularProgress />
        </Box>
      )
    );
  if (query.isError) {
    if (typeof error === 'function') return <>{error(query.error, retry)}</>;
    return (
      error ?? (
        <RetryAlert sx={{ m: 3 }} onRetry={retry}>
          {LOAD_ERROR}
        </RetryAlert>
      )
    );
  }
  return <>{children(query.data)}</>;
}

/** A failed read with its 'Spróbuj ponownie' (§8), written once for QueryGate and its `error`s. */
export function RetryAlert({
  onRetry,
  sx,
  children,
}: {
  onRetry: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Alert severity="error" sx={sx} action={<Button onClick={onRetry}>Spróbuj ponownie</Button>}>
      {children}
    </Alert>
  );
}

/** QueryGate's `error` that shows what the server said (`errorMessage`) with a retry. */
export function serverError(error: Error, retry: () => void) {
  return <RetryAlert onRetry={retry}>{errorMessage(error)}</RetryAlert>;
}
