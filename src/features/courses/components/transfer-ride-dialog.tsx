import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PermissionUser } from '@domain/courses/course-permissions';
import { canReceiveRide, courseRideNumbers } from '@domain/rides/ride-transfer';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ActionDialog } from '@/ui/dialogs/action-dialog';
import type { Course, Ride } from '@domain/contract/course.schema';
import { searchTaxiCourses } from '../api/move-ride';
import { courseSummary } from './course-summary';
import { moveCourseOf } from './move-course';
import { createQueryKeys } from '@/api/query-keys';

export const TRANSFER_DIALOG = {
  title: (number: string) => `Przenieś przejazd ${number}`,
  course: 'Wybierz kurs',
  executor: 'Wykonawca',
  driver: 'Kierowca',
  note: 'Informacja o zmianach zostanie wysłana do wykonawcy i/lub kierowcy.',
  cancel: 'anuluj',
  confirm: 'przenieś',
} as const;

const SEARCH_DELAY_MS = 300;

interface TransferRideDialogProps {
  open: boolean;
  course: Course;
  ride: Ride;
  user: PermissionUser;
  superiorOf: readonly number[];
  pending: boolean;
  onClose: () => void;
  onTransfer: (target: Course) => void;
}

/** §2 'Przenieś przejazd {number}' (width 518): choose an in-progress course, see its executor and driver. */
export function TransferRideDialog(props: TransferRideDialogProps) {
  const { open, course, ride, user, superiorOf, pending, onClose, onTransfer } = props;
  const [term, setTerm] = useState('');
  const [target, setTarget] = useState<Course | null>(null);
  const debounced = useDebouncedValue(term, SEARCH_DELAY_MS);
  const options = useQuery({
    queryKey: createQueryKeys('transfer-targets').list(debounced),
    queryFn: () => searchTaxiCourses(debounced),
    enabled: open,
    staleTime: 30_000,
  });
  const source = moveCourseOf(course);
  const now = new Date();
  const choices = (options.data ?? []).filter(
    (candidate) => canReceiveRide(user, source, moveCourseOf(candidate), now, superiorOf).allowed,
  );
  // The lazy window's contract passes `open`; the dialog itself is mounted only while open.
  if (!open) return null;
  return (
    <ActionDialog
      title={TRANSFER_DIALOG.title(ride.number ?? String(ride.id))}
      width={518}
      cancelLabel={TRANSFER_DIALOG.cancel}
      confirmLabel={TRANSFER_DIALOG.confirm}
      confirmDisabled={!target}
      pending={pending}
      onClose={onClose}
      onConfirm={() => target && onTransfer(target)}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Autocomplete
          sx={{ mt: 1 }}
          value={target}
          onChange={(_, option) => setTarget(option)}
          onInputChange={(_, input, reason) => {
            if (reason === 'input') setTerm(input);
          }}
          options={choices}
          // The server matched the term already.
          filterOptions={(list) => list}
          getOptionLabel={(option) => courseRideNumbers(option)}
          // Bare ride numbers do not tell courses apart: each option also says when and where it runs.
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              <ListItemText primary={courseRideNumbers(option)} secondary={courseSummary(option)} />
            </li>
          )}
          isOptionEqualToValue={(option, selected) => option.id === selected.id}
          loading={options.isFetching}
          loadingText="Wczytywanie…"
          noOptionsText={options.isError ? 'Nie udało się wczytać listy' : 'Brak wyników'}
          renderInput={(params) => <TextField {...params} label={TRANSFER_DIALOG.course} />}
        />
        <TextField
          label={TRANSFER_DIALOG.executor}
          value={(target?.subcontractor ?? target?.contractor)?.name ?? ''}
          disabled
        />
        <TextField label={TRANSFER_DIALOG.driver} value={target?.driver?.name ?? ''} disabled />
        <Typography variant="body2" color="text.secondary">
          {TRANSFER_DIALOG.note}
        </Typography>
      </Box>
    </ActionDialog>
  );
}
