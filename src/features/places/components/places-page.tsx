import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { placeSchema, type Place } from '@domain/contract/place.schema';
import { mayCreatePlace, mayDeletePlace, mayEditPlace } from '@domain/places/place-permissions';
import { placeTypeLabel } from '@domain/places/place-type';
import { type User, asRuleUser } from '@/api/user.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { PLACES, deletePlace, placeQuery } from '../api/places-api';
import { PlaceDialog } from './place-dialog';
import { placeRemoved } from './place-form';

const COLUMNS: readonly ResourceColumn<Place>[] = [
  { id: 'type', label: 'Typ', render: (row) => placeTypeLabel(row.type) },
  { id: 'address', label: 'Adres', render: (row) => row.address ?? '' },
  { id: 'company', label: 'Firma', render: (row) => row.company?.name ?? 'Wspólne' },
];

type Dialog = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'delete'; row: Place };

export const placeActor = (user: User) => asRuleUser(user);
export const placeTarget = (row: Place) => ({ type: row.type, companyId: row.company?.id ?? null });

/**
 * 'Miejsca' (administration.md §2.1 /places): the places the user may see, 'Utwórz' opening 'Dodaj
 * miejsce', edit and (for who may delete, §6) a soft delete behind a confirmation.
 */
export function PlacesPage({ user }: { user: User }) {
  const actor = placeActor(user);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const remove = useResourceMutation({
    kind: 'delete',
    resource: PLACES,
    mutationFn: deletePlace,
    successText: placeRemoved,
    onSuccess: () => setDialog(null),
  });
  return (
    <>
      <ResourceList
        title="Miejsca"
        resource={PLACES}
        path="/api/abstract_places"
        itemSchema={placeSchema}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name ?? ''}
        searchLabel="Szukaj miejsca"
        onOpen={(row) =>
          mayEditPlace(actor, placeTarget(row)) ? setDialog({ kind: 'edit', id: row.id }) : undefined
        }
        create={mayCreatePlace(actor) ? { onClick: () => setDialog({ kind: 'create' }) } : undefined}
        rowActions={(row) => (
          <>
            {mayEditPlace(actor, placeTarget(row)) && (
              <IconButton
                aria-label={`Edytuj miejsce ${row.name ?? ''}`}
                onClick={() => setDialog({ kind: 'edit', id: row.id })}
              >
                <EditOutlinedIcon />
              </IconButton>
            )}
            {mayDeletePlace(actor, placeTarget(row)) && (
              <IconButton
                aria-label={`Usuń miejsce ${row.name ?? ''}`}
                onClick={() => setDialog({ kind: 'delete', row })}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            )}
          </>
        )}
      />
      {dialog?.kind === 'create' && <PlaceDialog place={null} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <EditPlace id={dialog.id} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Czy na pewno usunąć miejsce?"
          text={`${dialog.row.name ?? ''}: kursy, które przez nie prowadzą, zachowają jego nazwę.`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.row)}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}

/** The edit dialog opens once the place's full record (version) is read. */
function EditPlace({ id, onClose }: { id: number; onClose: () => void }) {
  const place = useQuery(placeQuery(id));
  const notice = useNotice();
  const failed = place.isError;
  useEffect(() => {
    if (!failed) return;
    notice.error(LOAD_ERROR);
    onClose();
  }, [failed, notice, onClose]);
  if (!place.data) return null;
  return <PlaceDialog place={place.data} onClose={onClose} />;
}
