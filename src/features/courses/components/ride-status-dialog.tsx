import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { MANUAL_RIDE_STATUSES, TAXI_RIDE_STATUS_LABELS } from '@domain/courses/ride-status';
import { CANCELLED_RIDE_STATUSES } from '@domain/rides/ride-effects';
import { INVOICED_RIDE_REFUSAL } from '@domain/rides/ride-messages';
import { ActionDialog, takeFocus } from '@/ui/dialogs/action-dialog';
import { useNotice } from '@/ui/notice/notice-context';
import { useSetRideStatus } from '../api/transition-ride';
import type { Ride } from '@domain/contract/course.schema';

/** The spec's text for the empty ride status selector (§5). */
export const STATUS_REQUIRED = 'Pole wymagane';

/**
 * 'Zmień status' for a manager or superior contractor (§4 manual status): every taxi status, the
 * current one shown but disabled; saving without a choice says 'Pole wymagane'. The shared
 * `ActionDialog`: Enter saves, Escape cancels, the status field takes the focus.
 */
export function RideStatusDialog({
  ride,
  invoiced,
  onClose,
}: {
  ride: Ride;
  /** The course is on an active invoice: its rides are not cancelled (row 644). */
  invoiced: boolean;
  onClose: () => void;
}) {
  const notice = useNotice();
  const [status, setStatus] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useSetRideStatus({
    onSuccess: () => {
      notice.success();
      onClose();
    },
    onError: (error) => notice.error(error),
  });
  const save = () => {
    if (!status) return setMissing(true);
    mutation.mutate({ rideIri: ride['@id'], status });
  };
  const labelId = `ride-status-${ride.id}-label`;
  return (
    <ActionDialog
      title={`Status przejazdu ${ride.number ?? ride.id}`}
      confirmLabel="zapisz"
      cancelLabel="anuluj"
      width={400}
      pending={mutation.isPending}
      onConfirm={save}
      onClose={onClose}
    >
      <FormControl fullWidth required error={missing} sx={{ mt: 1 }}>
        <InputLabel id={labelId}>Nowy status</InputLabel>
        <Select
          labelId={labelId}
          label="Nowy status"
          value={status}
          inputRef={takeFocus}
          onChange={(event) => {
            setStatus(event.target.value);
            setMissing(false);
          }}
        >
          {MANUAL_RIDE_STATUSES.map((option) => (
            <MenuItem
              key={option}
              value={option}
              disabled={option === ride.status || (invoiced && CANCELLED_RIDE_STATUSES.includes(option))}
            >
              {TAXI_RIDE_STATUS_LABELS[option]}
            </MenuItem>
          ))}
        </Select>
        {missing ? <FormHelperText>{STATUS_REQUIRED}</FormHelperText> : null}
        {invoiced && !missing ? <FormHelperText>{INVOICED_RIDE_REFUSAL}</FormHelperText> : null}
      </FormControl>
    </ActionDialog>
  );
}
