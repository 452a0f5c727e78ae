import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isRetryable } from '@/api/retryable';
import { currentUserKey } from '@/api/user.schema';
import { errorMessage } from '@/api/error-message';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useWhenOnline } from '@/lib/use-when-online';
import { QueryGate } from '@/ui/detail/query-gate';
import { DataProvider } from '../data-provider';
import '@/lib/dayjs-polish';
import { AppShell } from '../shell/app-shell';

const WHOLE_PAGE = { minHeight: '100dvh', display: 'grid', placeItems: 'center' } as const;

/** How often a signed-in page that could not reach the server asks again by itself. */
export const UNREACHABLE_RETRY_MS = 5000;

export function Component() {
  return (
    <DataProvider>
      <MainLayout />
    </DataProvider>
  );
}

/** The main layout renders once `/api/users/me` answered: the menu depends on the user's roles. */
function MainLayout() {
  const current = useCurrentUser();
  const { data: user, error, refetch, isPending, dataUpdatedAt } = current;
  const unreachable = !isPending && !user && isRetryable(error);
  const queryClient = useQueryClient();
  // Unreachable: the user kept on the phone for this session starts the shell (issue 31). Loaded only
  // then, and kept by the pages that work offline, so the course list carries none of it.
  useEffect(() => {
    if (unreachable)
      void import('@/api/known-user').then(({ readKnownUser }) => {
        const kept = readKnownUser();
        if (kept) queryClient.setQueryData(currentUserKey, kept, { updatedAt: 0 });
      });
  }, [unreachable, queryClient]);
  // Loaded without a connection (the service worker gave the page) or while the server was down: it
  // asks again on its own every few seconds, and at once when the browser says it is back online.
  useWhenOnline(() => void refetch(), unreachable || (!!user && !dataUpdatedAt), UNREACHABLE_RETRY_MS);

  // A refetch that fails while the user is known keeps the shell: its pages say it themselves.
  return (
    <QueryGate
      query={current}
      keepData="quiet"
      pending={
        <Box component="main" sx={WHOLE_PAGE}>
          <CircularProgress aria-label="Wczytywanie" />
        </Box>
      }
      error={(failure, retry) => (
        <Box component="main" sx={{ ...WHOLE_PAGE, p: 2 }}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography role="alert" sx={{ mb: 2 }}>
              {errorMessage(failure)}
            </Typography>
            <Button variant="contained" onClick={retry}>
              Spróbuj ponownie
            </Button>
          </Box>
        </Box>
      )}
    >
      {(loaded) => <AppShell user={loaded} />}
    </QueryGate>
  );
}
