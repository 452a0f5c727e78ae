import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { TaxiCourseFormInput } from '@domain/courses/course-form.schema';
import { useNextRideNumber } from '../hooks/use-next-ride-number';
import { OptionsSelect } from '@/ui/form/options-select';
import { COURSE_SELECT } from './course-select';
import { RideStatusField } from './ride-status-field';
import type { StopOptions } from './stops-form';
import { WaypointEditor } from './waypoint-editor';
import { useStartingBaseOptions } from '@/api/options';

interface RideFieldsProps {
  ride: number;
  options: StopOptions;
  /** The ride number is read-only when the course is (§6). */
  readOnly: boolean;
  /** Starting bases: manager or superior contractor, outside the driver relation (§6). */
  basesEditable: boolean;
  /** The ride status by hand: manager or superior contractor (§6). */
  statusEditable: boolean;
  isNew: boolean;
}

/** One ride: its number, status, starting bases and stops. */
export function RideFields({
  ride,
  options,
  readOnly,
  basesEditable,
  statusEditable,
  isNew,
}: RideFieldsProps) {
  const { control, register, formState } = useFormContext<TaxiCourseFormInput>();
  const bases = useStartingBaseOptions({});
  useNextRideNumber(ride, options.company?.id ?? null, isNew);
  const errors = formState.errors.rides?.[ride];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr 1fr' },
        }}
      >
        <TextField
          {...register(`rides.${ride}.number`)}
          label="Numer przejazdu"
          size="small"
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly } }}
          error={Boolean(errors?.number)}
          helperText={errors?.number?.message}
        />
        <RideStatusField ride={ride} editable={statusEditable} />
        {(['fromStartingBase', 'toStartingBase'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={`rides.${ride}.${name}`}
            render={({ field }) => (
              <OptionsSelect
                {...COURSE_SELECT}
                label={name === 'fromStartingBase' ? 'Baza startowa (wyjazd)' : 'Baza startowa (powrót)'}
                value={field.value ?? null}
                onChange={(iri) => field.onChange(iri || null)}
                options={bases.data}
                loading={bases.isLoading}
                disabled={!basesEditable}
                error={errors?.[name]?.message}
              />
            )}
          />
        ))}
      </Box>
      <WaypointEditor ride={ride} options={options} />
      {errors?.waypoints?.message ? (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {errors.waypoints.message}
        </Box>
      ) : null}
    </Box>
  );
}
