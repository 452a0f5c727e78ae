import Typography from '@mui/material/Typography';
import { canManageDrivers } from '@domain/people/driver-permissions';
import { DriverAbsencesPage } from '@/features/drivers/components/driver-absences-page';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  if (!canManageDrivers({ roles: user.roles, companyId: user.company?.id ?? null }))
    return (
      <Typography role="alert" sx={{ p: 3 }}>
        Brak uprawnień
      </Typography>
    );
  return <DriverAbsencesPage user={user} />;
}
