import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { User } from '@/api/user.schema';
import { passengerChangeSchema, type PassengerChange } from '@domain/contract/passenger-change.schema';
import { formatDateAndTime } from '@domain/dates';
import { canMarkRealized } from '@domain/passenger-changes/passenger-change-rules';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import {
  PASSENGER_CHANGES,
  PASSENGER_CHANGES_PATH,
  realizeChange,
  usePassengerChangesLive,
} from '../api/passenger-changes-api';
import { DayRangeFields } from '@/ui/resource-list/day-range-fields';

const NOT_REALIZED = 'Niezrealizowana';

const COLUMNS: readonly ResourceColumn<PassengerChange>[] = [
  { id: 'passenger', label: 'Pasażer', render: (row) => row.passenger.name },
  { id: 'reason', label: 'Powód', render: (row) => row.reason },
  { id: 'comment', label: 'Komentarz', render: (row) => row.comment ?? '—' },
  { id: 'reportingUser', label: 'Zgłaszający', render: (row) => row.reportingUser?.name ?? '—' },
  {
    id: 'createdAt',
    label: 'Kiedy',
    render: (row) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateAndTime(row.createdAt)}
      </Box>
    ),
  },
  { id: 'realizedBy', label: 'Zrealizował', render: (row) => row.realizedBy?.name ?? NOT_REALIZED },
];

/** The course a row is about: the taxi course form, or the kilometer course's. */
const courseHref = (row: PassengerChange) =>
  row.course.type === 'kilometer'
    ? `/kilometer-course/${row.course.id}/edit`
    : `/course/${row.course.id}/edit`;

interface Filters {
  realized: string;
  from: string;
  to: string;
}

const REALIZED_OPTIONS = [
  { value: '', label: 'Wszystkie' },
  { value: 'false', label: 'Niezrealizowane' },
  { value: 'true', label: 'Zrealizowane' },
] as const;

function ChangeFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Stan"
        value={value.realized}
        onChange={(event) => onChange({ ...value, realized: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', md: '0 0 auto' } }}
      >
        {REALIZED_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <DayRangeFields value={value} onChange={onChange} />
    </Box>
  );
}

/** 'Zrealizowano': marks an open change realized in the user's name (the domain rule shows it). */
function RealizeButton({ row, user }: { row: PassengerChange; user: User }) {
  const realize = useResourceMutation({
    kind: 'edit',
    resource: PASSENGER_CHANGES,
    mutationFn: () => realizeChange(row, user.id),
  });
  if (!canMarkRealized(user, { realizedById: row.realizedBy?.id ?? null })) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={realize.isPending}
      onClick={() => realize.mutate(undefined)}
      aria-label={`Zrealizowano: ${row.passenger.name}, kurs ${row.course.number}`}
    >
      Zrealizowano
    </Button>
  );
}

/**
 * 'Ewidencja zmian pasażerów' (administration.md §2.1, §2.3; issue 17): the changes of courses'
 * passengers the server recorded, newest first, with who reported and who realized each; live.
 */
export function PassengerChangesPage({ user }: { user: User }) {
  usePassengerChangesLive();
  const [filters, setFilters] = useState<Filters>({ realized: '', from: '', to: '' });
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return (
    <ResourceList
      title="Ewidencja zmian pasażerów"
      resource={PASSENGER_CHANGES}
      path={PASSENGER_CHANGES_PATH}
      itemSchema={passengerChangeSchema}
      columns={COLUMNS}
      nameLabel="Kurs"
      rowKey={(row) => row.id}
      rowLabel={(row) => row.course.number}
      rowHref={courseHref}
      rowActions={(row) => <RealizeButton row={row} user={user} />}
      searchLabel="Szukaj pasażera lub kursu"
      params={params}
      filters={<ChangeFilters value={filters} onChange={setFilters} />}
    />
  );
}
