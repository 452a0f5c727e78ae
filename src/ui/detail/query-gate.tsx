import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessage } from '@/api/error-message';
import { LOAD_ERROR } from '@/ui/resource-list/resource-list';

/** What QueryGate reads of a query: a React Query result, or two of them joined by `bothOf`. */
export interface GatedRead<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

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
  query: GatedRead<T>;
  children: (data: T) => ReactNode;
  pending?: ReactNode;
  error?: ReactNode | ((error: Error, retry: () => void) => ReactNode);
}) {
  const retry = () => void query.refetch();
  const waiting = pending ?? (
    <Box sx={{ p: 3 }} role="status" aria-label="Wczytywanie">
      <CircularProgress />
    </Box>
  );
  if (query.isPending) return waiting;
  if (query.isError && query.error) {
    if (typeof error === 'function') return <>{error(query.error, retry)}</>;
    return (
      error ?? (
        <RetryAlert sx={{ m: 3 }} onRetry={retry}>
          {LOAD_ERROR}
        </RetryAlert>
      )
    );
  }
  // Settled without data only while a joined read still waits for its other half.
  if (query.data === undefined) return waiting;
  return <>{children(query.data)}</>;
}

/**
 * Two reads a screen needs together, as one for QueryGate: waiting while either waits, failed when
 * either failed (its error), and the retry reads again only what failed.
 */
export function bothOf<A, B>(first: GatedRead<A>, second: GatedRead<B>): GatedRead<[A, B]> {
  const failed = first.isError ? first : second.isError ? second : null;
  return {
    isPending: first.isPending || second.isPending,
    isError: failed !== null,
    error: failed?.error ?? null,
    data: first.data === undefined || second.data === undefined ? undefined : [first.data, second.data],
    refetch: () => {
      if (first.isError) void first.refetch();
      if (second.isError) void second.refetch();
    },
  };
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
