import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import type { User } from '@/api/user.schema';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { startingBaseMemberSchema, type StartingBaseMember } from '@domain/contract/starting-base.schema';
import {
  canManageStartingBases,
  canWriteStartingBase,
  picksStartingBaseCompany,
} from '@domain/places/starting-base-permissions';
import { STARTING_BASES, deleteStartingBase } from '../api/starting-bases-api';
import { baseAdminOf } from './base-admin';

const COLUMNS: readonly ResourceColumn<StartingBaseMember>[] = [
  { id: 'address', label: 'Adres', render: (row) => row.address ?? '' },
  { id: 'company', label: 'Firma transportowa', render: (row) => row.company?.name ?? '' },
];

/**
 * 'Bazy startowe' (administration.md §2.1 /starting_bases, issue 13): every base for managers, a
 * transport company's own; the name opens the base (starting_base_show), 'Utwórz' the create page.
 */
export function StartingBasesList({ user }: { user: User }) {
  const admin = baseAdminOf(user);
  const [deleting, setDeleting] = useState<StartingBaseMember | null>(null);
  const writable = (row: StartingBaseMember) =>
    canWriteStartingBase(admin, { companyId: row.company?.id ?? null });
  const remove = useResourceMutation({
    kind: 'delete',
    resource: STARTING_BASES,
    mutationFn: deleteStartingBase,
    onSuccess: () => setDeleting(null),
  });
  return (
    <>
      <ResourceList
        title="Bazy startowe"
        resource={STARTING_BASES}
        path="/api/starting_bases"
        itemSchema={startingBaseMemberSchema}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        rowHref={(row) => `/starting_bases/${row.id}`}
        searchLabel="Szukaj bazy startowej"
        params={
          picksStartingBaseCompany(admin) || admin.companyId === null
            ? undefined
            : { 'company.id': String(admin.companyId) }
        }
        create={canManageStartingBases(admin) ? { to: '/starting_bases/create' } : undefined}
        rowActions={(row) =>
          writable(row) && (
            <>
              <IconButton
                component={RouterLink}
                to={`/starting_bases/${row.id}/edit`}
                aria-label={`Edytuj bazę startową ${row.name}`}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton aria-label={`Usuń bazę startową ${row.name}`} onClick={() => setDeleting(row)}>
                <DeleteOutlinedIcon />
              </IconButton>
            </>
          )
        }
      />
      {deleting && (
        <ConfirmDialog
          title="Czy na pewno usunąć bazę startową?"
          text={`${deleting.name}: kursy, które ją wskazują, zachowają jej nazwę.`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
