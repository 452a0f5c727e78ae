import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { TaxiCourseFormInput } from '@domain/courses/course-form.schema';
import { TAXI_RIDE_STATUS_LABELS, TAXI_RIDE_STATUSES } from '@domain/courses/ride-status';

/**
 * 'Status przejazdu' of one ride (§6: editable by a manager or superior contractor, read-only for
 * others). This is how a dispatcher sends a new course to its transport company (decision 37).
 */
export function RideStatusField({ ride, editable }: { ride: number; editable: boolean }) {
  const { control, formState } = useFormContext<TaxiCourseFormInput>();
  const error = formState.errors.rides?.[ride]?.status?.message;
  return (
    <Controller
      control={control}
      name={`rides.${ride}.status`}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          size="small"
          label="Status przejazdu"
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={!editable}
          error={Boolean(error)}
          helperText={error}
        >
          {TAXI_RIDE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {TAXI_RIDE_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
