import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { type User, asRuleUser } from '@/api/user.schema';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { isImpersonator } from '@domain/auth/roles';
import { userSchema, type UserListItem } from '@domain/contract/people.schema';
import { rolesText } from '@domain/people/role-labels';
import { canDeleteUser, canEditUser } from '@domain/people/user-permissions';
import { USERS_RESOURCE, deleteUser } from '../api/users-api';
import { useStartPreview } from './use-start-preview';

const companyId = (row: UserListItem) => row.company?.id ?? null;
const target = (row: UserListItem) => ({ id: row.id, companyId: companyId(row), roles: row.roles });

const COLUMNS: readonly ResourceColumn<UserListItem>[] = [
  { id: 'username', label: 'Nazwa użytkownika', render: (row) => row.username },
  { id: 'email', label: 'E-mail', render: (row) => row.email ?? '—' },
  { id: 'roles', label: 'Typ konta', render: (row) => rolesText(row.roles) },
  { id: 'company', label: 'Firma', render: (row) => row.company?.name ?? '—' },
];

/**
 * 'Użytkownicy' (administration.md §2.3): the accounts the user administers (an admin all, a company
 * its own), 'Utwórz', edit and delete where `user-permissions` allows, and 'podgląd' for impersonators.
 */
export function UsersList({ user }: { user: User }) {
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const startPreview = useStartPreview();
  const actor = asRuleUser(user);
  // A preview cannot start from inside another one (the server refuses login-as then too).
  const mayPreview = isImpersonator(user) && user.impersonator === null;
  const remove = useResourceMutation({
    kind: 'delete',
    resource: USERS_RESOURCE,
    mutationFn: (id: number) => deleteUser(id),
    onSuccess: () => setDeleting(null),
  });

  return (
    <>
      <ResourceList
        title="Użytkownicy"
        resource={USERS_RESOURCE}
        path="/api/users"
        itemSchema={userSchema}
        columns={COLUMNS}
        rowLabel={(row) => row.name}
        rowKey={(row) => row.id}
        rowHref={(row) => `/users/${row.id}`}
        create={{ label: 'Utwórz', to: '/users/create' }}
        searchLabel="Szukaj użytkownika"
        rowActions={(row) => (
          <>
            {mayPreview && row.id !== user.id && (
              <Tooltip title="podgląd">
                <IconButton
                  aria-label={`Podgląd: ${row.name}`}
                  onClick={() => void startPreview(row.username)}
                >
                  <VisibilityIcon />
                </IconButton>
              </Tooltip>
            )}
            {canEditUser(actor, target(row)) && (
              <Tooltip title="Edytuj">
                <IconButton
                  aria-label={`Edytuj: ${row.name}`}
                  component={RouterLink}
                  to={`/users/${row.id}/edit`}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
            )}
            {canDeleteUser(actor, target(row)) && (
              <Tooltip title="Usuń">
                <IconButton aria-label={`Usuń: ${row.name}`} onClick={() => setDeleting(row)}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            )}
          </>
        )}
      />
      {deleting && (
        <ConfirmDialog
          title="Czy na pewno usunąć użytkownika?"
          text={deleting.name}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
