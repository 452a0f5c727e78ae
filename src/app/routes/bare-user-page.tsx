import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { User } from '@/api/user.schema';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { QueryGate } from '@/ui/detail/query-gate';
import { CenteredRetry, CenteredState } from '@/features/course-form/components/centered-state';
import { DataProvider } from '../data-provider';
import '@/lib/dayjs-polish';

/**
 * A signed-in page outside the main layout (§2: the kilometer forms): no menu, its own <main>, the
 * data and date providers the shell would give, and the current user once loaded.
 */
export function BareUserPage({ children }: { children: (user: User) => ReactNode }) {
  return (
    <DataProvider>
      <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <LoadedUser>{children}</LoadedUser>
      </Box>
    </DataProvider>
  );
}

function LoadedUser({ children }: { children: (user: User) => ReactNode }) {
  return (
    <QueryGate
      query={useCurrentUser()}
      keepData="quiet"
      pending={<CenteredState />}
      error={(failure, retry) => <CenteredRetry error={failure} retry={retry} />}
    >
      {children}
    </QueryGate>
  );
}
