import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { RideType } from '@domain/courses/ride-status';
import { rideStatusFilterOptions, selectedRideStatusOptions } from '@domain/courses/ride-status-filter';

interface RideStatusSelectProps {
  /** The drawer tab's ride type; null on 'Wszystko'. */
  type: RideType | null;
  /** Selected statuses as sent to the API. */
  value: string[];
  onChange: (value: string[]) => void;
}

/** 'Status przejazdu': one option per label of the tab's statuses (domain/courses/ride-status-filter.ts). */
export function RideStatusSelect({ type, value, onChange }: RideStatusSelectProps) {
  const options = rideStatusFilterOptions(type);
  const selected = selectedRideStatusOptions(type, value).map((option) => option.label);
  return (
    <FormControl fullWidth size="small">
      <InputLabel id="ride-status-label">Status przejazdu</InputLabel>
      <Select
        labelId="ride-status-label"
        label="Status przejazdu"
        multiple
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          const labels = typeof next === 'string' ? next.split(',') : next;
          onChange(
            options.filter((option) => labels.includes(option.label)).flatMap((option) => option.statuses),
          );
        }}
        renderValue={(labels) => labels.join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option.label} value={option.label}>
            <Checkbox checked={selected.includes(option.label)} size="small" />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
