import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  KILOMETER_RIDE_STATUS_LABELS,
  KILOMETER_RIDE_STATUSES,
  TAXI_RIDE_STATUS_LABELS,
  TAXI_RIDE_STATUSES,
} from '@domain/courses/ride-status';

/** Taxi statuses, then the kilometer-only ones (finished and cancelled are shared). */
const STATUS_OPTIONS: readonly { value: string; label: string }[] = [
  ...TAXI_RIDE_STATUSES.map((status) => ({ value: status, label: TAXI_RIDE_STATUS_LABELS[status] })),
  ...KILOMETER_RIDE_STATUSES.filter(
    (status) => !(TAXI_RIDE_STATUSES as readonly string[]).includes(status),
  ).map((status) => ({ value: status, label: KILOMETER_RIDE_STATUS_LABELS[status] })),
];

const labelOf = (value: string) => STATUS_OPTIONS.find((option) => option.value === value)?.label ?? value;

export function RideStatusSelect({
  value,
  onChange,
}: {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <FormControl fullWidth size="small">
      <InputLabel id="ride-status-label">Status przejazdu</InputLabel>
      <Select
        labelId="ride-status-label"
        label="Status przejazdu"
        multiple
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? next.split(',') : next);
        }}
        renderValue={(selected) => selected.map(labelOf).join(', ')}
      >
        {STATUS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox checked={value.includes(option.value)} size="small" />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
