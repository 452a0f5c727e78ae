import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { waypointLetter } from '@domain/courses/course-defaults';
import { useCourseLabels } from '../hooks/use-course-labels';
import { LocomotiveSelect } from './locomotive-select';
import { PassengerSelect } from './passenger-select';
import { PlaceAutocomplete } from './place-autocomplete';
import { SegmentAlert } from './segment-alert';
import { StopTimeFields } from './stop-time-fields';
import type { StopOptions, StopsForm } from './stops-form';

interface WaypointFieldsProps {
  ride: number;
  index: number;
  count: number;
  options: StopOptions;
  onDelete: () => void;
}

/** One stop: 'Miejsce', 'Data', 'Godzina', passengers and locomotives, and the alert to the next stop. */
export function WaypointFields({ ride, index, count, options, onDelete }: WaypointFieldsProps) {
  const { control, formState } = useFormContext<StopsForm>();
  const { labels } = useCourseLabels();
  const name = `rides.${ride}.waypoints.${index}` as const;
  const stops = useWatch({ control, name: `rides.${ride}.waypoints` });
  const stop = stops[index];
  const next = stops[index + 1];
  const errors = formState.errors.rides?.[ride]?.waypoints?.[index];
  const letter = waypointLetter(index);
  // Stop i's passengers and locomotives ride segment i -> i+1; the last stop is a drop-off (decision 13).
  const carries = index < count - 1;
  const readOnly = options.route === 'read';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Controller
            control={control}
            name={`${name}.place`}
            render={({ field }) => (
              <PlaceAutocomplete
                label="Miejsce"
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                company={options.company?.iri ?? null}
                recentPlacesOf={options.recentPlacesOf}
                disabled={options.company === null || readOnly}
                error={errors?.place?.message}
              />
            )}
          />
        </Box>
        <Tooltip
          title={count > 1 ? `Usuń przystanek ${letter}` : 'Kurs musi mieć przynajmniej jeden przystanek'}
        >
          <span>
            <IconButton
              aria-label={`Usuń przystanek ${letter}`}
              onClick={onDelete}
              disabled={count <= 1 || readOnly}
            >
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
        <StopTimeFields name={name} disabled={readOnly} errors={errors} />
      </Box>
      {carries && options.passengers !== 'hidden' ? (
        <Controller
          control={control}
          name={`${name}.passengers`}
          render={({ field }) => (
            <PassengerSelect
              companyId={options.company?.id ?? null}
              value={field.value ?? []}
              onChange={field.onChange}
              inputRef={field.ref}
              disabled={options.passengers === 'read' || options.company === null}
              error={errors?.passengers?.message}
            />
          )}
        />
      ) : null}
      {carries ? (
        <Controller
          control={control}
          name={`${name}.locomotives`}
          render={({ field }) => (
            <LocomotiveSelect
              company={options.company}
              isCompanyUser={options.isCompanyUser}
              value={field.value ?? []}
              onChange={field.onChange}
              disabled={options.locomotives === 'read'}
              error={errors?.locomotives?.message}
            />
          )}
        />
      ) : null}
      {stop && next ? (
        <SegmentAlert
          from={{
            date: stop.date ?? null,
            time: stop.time ?? null,
            place: stop.place ? labels.places[stop.place] : undefined,
          }}
          to={{
            date: next.date ?? null,
            time: next.time ?? null,
            place: next.place ? labels.places[next.place] : undefined,
          }}
          toLetter={waypointLetter(index + 1)}
        />
      ) : null}
    </Box>
  );
}
