import Typography from '@mui/material/Typography';
import { isCompanyUser } from '@domain/auth/roles';
import { mayManageLocomotives } from '@domain/fleet/locomotive-permissions';
import { LocomotivesList } from '@/features/course-form/components/locomotives-list';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  if (!mayManageLocomotives(user))
    return (
      <Typography role="alert" sx={{ p: 3 }}>
        Brak uprawnień
      </Typography>
    );
  return <LocomotivesList isCompanyUser={isCompanyUser(user)} />;
}
