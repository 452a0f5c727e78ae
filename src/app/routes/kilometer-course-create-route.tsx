import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { KilometerCoursePage } from '@/features/course-form/components/kilometer-course-page';
import { CenteredState } from '@/features/course-form/components/centered-state';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { errorMessage } from '@/api/error-message';
import { DataProvider } from '../data-provider';

/** §2 puts /kilometer-course-create outside the main layout: a bare page, reached from the passenger's list. */
export function Component() {
  return (
    <DataProvider>
      <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <KilometerRoute />
      </Box>
    </DataProvider>
  );
}

function KilometerRoute() {
  const { data: user, error, refetch, isPending } = useCurrentUser();
  if (isPending) return <CenteredState />;
  if (!user)
    return (
      <CenteredState
        message={errorMessage(error)}
        action={
          <Button variant="contained" onClick={() => void refetch()}>
            Spróbuj ponownie
          </Button>
        }
      />
    );
  return <KilometerCoursePage user={user} />;
}
