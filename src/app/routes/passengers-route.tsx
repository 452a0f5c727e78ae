import Typography from '@mui/material/Typography';
import { PassengersPage } from '@/features/passengers/components/passengers-page';
import { canManagePassengers } from '@domain/people/passenger-permissions';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  if (!canManagePassengers(user))
    return (
      <Typography role="alert" sx={{ p: 3 }}>
        Brak uprawnień
      </Typography>
    );
  return <PassengersPage actor={{ roles: user.roles, companyId: user.company?.id ?? null }} />;
}
