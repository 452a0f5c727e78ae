import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailRow } from '@/ui/detail/detail-row';
import { QueryGate } from '@/ui/detail/query-gate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { displayName, type User, asRuleUser } from '@/api/user.schema';
import type { Role } from '@domain/auth/roles';
import { rolesText } from '@domain/people/role-labels';
import { canDeleteUser, canEditUser } from '@domain/people/user-permissions';
import { ProfileDelete } from '@/ui/detail/profile-delete';
import { USERS_RESOURCE, deleteUser, useUser } from '../api/users-api';

/** Waits for the account, showing the spinner and the §8 load error with a retry. */
export function WithUser({ id, children }: { id: number; children: (data: User) => ReactNode }) {
  return <QueryGate query={useUser(id)}>{children}</QueryGate>;
}

/** `/users/:id`: the account read-only, with back and (where allowed) edit. */
export function UserShow({ actor, user }: { actor: User; user: User }) {
  const phones = user.phones.map((phone) => (phone.main ? `${phone.phone} (domyślny)` : phone.phone));
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }}>
      <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
        <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
          {displayName(user)}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0 }}
        >
          <DetailRow label="Nazwa użytkownika" value={user.username} />
          <DetailRow label="Imię" value={user.firstname} />
          <DetailRow label="Nazwisko" value={user.surname} />
          <DetailRow label="E-mail" value={user.email ?? ''} />
          <DetailRow label="Telefony" value={phones.join(', ')} />
          <DetailRow label="Typ konta" value={rolesText(user.roles as Role[])} />
          <DetailRow label="Firma" value={user.company?.name ?? ''} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
          <Button component={RouterLink} to="/users">
            Wróć
          </Button>
          {canEditUser(asRuleUser(actor), asRuleUser(user)) && (
            <Button component={RouterLink} to={`/users/${user.id}/edit`} variant="contained">
              Edytuj
            </Button>
          )}
          {canDeleteUser(asRuleUser(actor), asRuleUser(user)) && (
            <ProfileDelete
              title="Czy na pewno usunąć użytkownika?"
              text={displayName(user)}
              resource={USERS_RESOURCE}
              remove={() => deleteUser(user.id)}
              backTo="/users"
            />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
