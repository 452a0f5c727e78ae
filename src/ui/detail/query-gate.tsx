import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessage } from '@/api/error-message';
import { LOAD_ERROR } from '@/ui/errors/load-error';

/** What QueryGate reads of a query: a React Query result, or two of them joined by `bothOf` (both-of.ts). */
export interface GatedRead<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

/** What a failed refetch with data kept shows above the data (row 780). */
export const KEPT_DATA_NOTICE = 'Nie udało się odświeżyć danych: widzisz ostatnio pobrane.';

/**
 * Anything that waits for one query waits for it here (issue 33: one gate instead of hand-written
 * `if (isPending) … if (isError) …`): `pending` while it loads (a spinner by default), `error` when it
 * fails (the §8 load error with a retry by default), then `children` with the data. A screen passes its
 * own `pending`/`error` to keep its look; `error` may be a function of the error and a retry, such
 * as `serverError` when the server's own words (a 404's 'Nie znaleziono…') say more than §8's.
 *
 * `keepData`: a refetch that fails while data is on screen (React Query's `isError && data`, or data
 * kept on the phone while offline) leaves the data there instead of the error screen: 'notice' adds
 * KEPT_DATA_NOTICE with a retry above it, 'quiet' adds nothing (the screen says it elsewhere, as the
 * employee requests' OfflineNotice does).
 */
export function QueryGate<T>({
  query,
  children,
  pending,
  error,
  keepData,
}: {
  query: GatedRead<T>;
  children: (data: T) => ReactNode;
  pending?: ReactNode;
  error?: ReactNode | ((error: Error, retry: () => void) => ReactNode);
  keepData?: 'notice' | 'quiet';
}) {
  const retry = () => void query.refetch();
  // `pending={null}` shows nothing while it waits; only an absent `pending` means the spinner.
  const waiting =
    pending !== undefined ? (
      pending
    ) : (
      <Box sx={{ p: 3 }} role="status" aria-label="Wczytywanie">
        <CircularProgress />
      </Box>
    );
  if (query.isPending) return waiting;
  const kept = keepData !== undefined && query.isError && query.data !== undefined;
  if (!kept && query.isError && query.error) {
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
  // One tree whether the data is fresh or kept, so a failed poll never remounts the screen (its
  // half-typed inputs, open dialogs and scroll stay).
  return (
    <>
      {kept && keepData === 'notice' && (
        <RetryAlert severity="warning" sx={{ mb: 1 }} onRetry={retry}>
          {KEPT_DATA_NOTICE}
        </RetryAlert>
      )}
      {children(query.data)}
    </>
  );
}

/** A failed read with its 'Spróbuj ponownie' (§8), written once for QueryGate and its `error`s. */
export function RetryAlert({
  onRetry,
  sx,
  severity = 'error',
  children,
}: {
  onRetry: () => void;
  sx?: SxProps<Theme>;
  /** 'warning' when the data is still on screen (QueryGate's `keepData`). */
  severity?: 'error' | 'warning';
  children: ReactNode;
}) {
  return (
    <Alert severity={severity} sx={sx} action={<Button onClick={onRetry}>Spróbuj ponownie</Button>}>
      {children}
    </Alert>
  );
}

/** QueryGate's `error` that shows what the server said (`errorMessage`) with a retry. */
export function serverError(error: Error, retry: () => void) {
  return <RetryAlert onRetry={retry}>{errorMessage(error)}</RetryAlert>;
}
