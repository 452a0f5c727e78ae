import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { User } from '@/api/user.schema';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import {
  ACCOMMODATION_STATUS_LABELS,
  canAccommodationAction,
  canBookAccommodation,
  type AccommodationStatus,
} from '@domain/accommodations/accommodation-rules';
import { accommodationSchema, type Accommodation } from '@domain/contract/accommodation.schema';
import { formatDate } from '@domain/dates';
import { ACCOMMODATIONS, actOnAccommodation } from '../api/accommodations-api';

const STATUS_COLOURS: Record<AccommodationStatus, 'default' | 'success' | 'warning'> = {
  booked: 'warning',
  confirmed: 'success',
  cancelled: 'default',
};

const COLUMNS: readonly ResourceColumn<Accommodation>[] = [
  { id: 'address', label: 'Adres', render: (row) => row.hotel.address ?? '' },
  { id: 'checkIn', label: 'Przyjazd', render: (row) => formatDate(row.checkIn) },
  { id: 'checkOut', label: 'Wyjazd', render: (row) => formatDate(row.checkOut) },
  { id: 'guests', label: 'Goście', render: (row) => row.guests },
  { id: 'rooms', label: 'Pokoje', render: (row) => String(row.rooms), align: 'right' },
  {
    id: 'status',
    label: 'Status',
    render: (row) => (
      <Chip size="small" label={ACCOMMODATION_STATUS_LABELS[row.status]} color={STATUS_COLOURS[row.status]} />
    ),
  },
];

/**
 * 'Lista noclegów' (administration.md §2.1 /accommodations): every stay, the latest first; the hotel
 * role and administrators confirm and cancel, administrators book ('Utwórz').
 */
/** Both answers of a hotel are asked first: the hotel's guests and the booking admin act on them. */
const QUESTIONS = {
  confirm: 'Czy na pewno potwierdzić nocleg?',
  cancel: 'Czy na pewno anulować nocleg?',
} as const;

export function AccommodationsList({ user }: { user: User }) {
  const [asking, setAsking] = useState<{ stay: Accommodation; action: keyof typeof QUESTIONS } | null>(null);
  const act = useResourceMutation({
    kind: 'edit',
    resource: ACCOMMODATIONS,
    mutationFn: actOnAccommodation,
    successText: (stay) =>
      `Nocleg w ${stay.hotel.name}: ${ACCOMMODATION_STATUS_LABELS[stay.status].toLowerCase()}`,
    onSuccess: () => setAsking(null),
  });
  return (
    <>
      <ResourceList
        title="Noclegi"
        resource={ACCOMMODATIONS}
        path="/api/accommodations"
        itemSchema={accommodationSchema}
        columns={COLUMNS}
        nameLabel="Hotel"
        rowKey={(row) => row.id}
        rowLabel={(row) => row.hotel.name}
        searchLabel="Szukaj hotelu lub gościa"
        create={canBookAccommodation(user) ? { to: '/accommodations/create' } : undefined}
        rowActions={(row) => (
          <Box sx={{ display: 'flex', gap: 1 }}>
            {canAccommodationAction(user, row.status, 'confirm') && (
              <Button
                size="small"
                variant="outlined"
                aria-label={`Potwierdź nocleg: ${row.hotel.name}, ${formatDate(row.checkIn)}`}
                onClick={() => setAsking({ stay: row, action: 'confirm' })}
              >
                Potwierdź
              </Button>
            )}
            {canAccommodationAction(user, row.status, 'cancel') && (
              <Button
                size="small"
                color="error"
                aria-label={`Anuluj nocleg: ${row.hotel.name}, ${formatDate(row.checkIn)}`}
                onClick={() => setAsking({ stay: row, action: 'cancel' })}
              >
                Anuluj
              </Button>
            )}
          </Box>
        )}
      />
      {asking && (
        <ConfirmDialog
          title={QUESTIONS[asking.action]}
          text={`${asking.stay.hotel.name}, ${formatDate(asking.stay.checkIn)} – ${formatDate(asking.stay.checkOut)}: ${asking.stay.guests}`}
          pending={act.isPending}
          onConfirm={() => act.mutate(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
