import Typography from '@mui/material/Typography';
import type { User } from '@/api/user.schema';

/** The current user as `domain/people/user-permissions` reads an actor. */
export const usersActor = (user: User) => ({
  id: user.id,
  companyId: user.company?.id ?? null,
  roles: user.roles,
});

/** Shown instead of a 'Użytkownicy' page to a user outside decision 2's roles. */
export function NoAccess() {
  return (
    <Typography role="alert" sx={{ p: 3 }}>
      Brak uprawnień
    </Typography>
  );
}
