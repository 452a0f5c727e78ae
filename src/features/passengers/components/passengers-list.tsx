import { useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { passengerMemberSchema, type PassengerMember } from '@domain/contract/passenger-admin.schema';
import { canDeletePassenger, type PassengerActor } from '@domain/people/passenger-permissions';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { PASSENGERS, deletePassenger } from '../api/passengers-api';
import { PassengerDialog } from './passenger-dialog';

const COLUMNS: readonly ResourceColumn<PassengerMember>[] = [
  { id: 'company', label: 'Firma', render: (row) => row.company?.name ?? '—' },
  { id: 'group', label: 'Grupa pracownicza', render: (row) => row.employeeGroup?.name ?? '—' },
  { id: 'phone', label: 'Telefon', render: (row) => row.phone ?? '—' },
  { id: 'email', label: 'E-mail', render: (row) => row.email ?? '—' },
];

/** 'Pasażerowie' (administration.md §2.1, §2.7): the list, the passenger dialog and the delete (§6). */
export function PassengersList({ actor }: { actor: PassengerActor }) {
  const [open, setOpen] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<PassengerMember | null>(null);
  const remove = useResourceMutation({
    kind: 'delete',
    resource: PASSENGERS,
    mutationFn: (row: PassengerMember) => deletePassenger(row.id),
    onSuccess: () => setDeleting(null),
  });
  const deletes = canDeletePassenger(actor);
  return (
    <>
      <ResourceList
        title="Pasażerowie"
        resource={PASSENGERS}
        path="/api/passengers"
        itemSchema={passengerMemberSchema}
        columns={COLUMNS}
        rowLabel={(row) => row.name}
        rowKey={(row) => row.id}
        onOpen={(row) => setOpen({ id: row.id })}
        create={{ onClick: () => setOpen({ id: null }) }}
        rowActions={
          deletes
            ? (row) => (
                <IconButton aria-label={`Usuń pasażera ${row.name}`} onClick={() => setDeleting(row)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              )
            : undefined
        }
      />
      {open && <PassengerDialog passengerId={open.id} actor={actor} onClose={() => setOpen(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Czy na pewno usunąć pasażera?"
          text={deleting.name}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
