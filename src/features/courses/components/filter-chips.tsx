import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { selectedRideStatusOptions } from '@domain/courses/ride-status-filter';
import { formatDate } from '@domain/dates';
import {
  EMPTY_FILTERS,
  REFERENCE_FILTERS,
  REFERENCE_FILTER_LABELS,
  rideTypeOf,
  type CourseFilters,
} from '../utils/course-filters';

interface FilterChip {
  key: string;
  label: string;
  remove: (filters: CourseFilters) => CourseFilters;
}

// A 'YYYY-MM-DD' filter day read as UTC midnight, which is the same day in Poland.
const date = (value: string) => formatDate(value);

/** One chip per applied filter value; `count` of them is the badge on the phone filter button. */
export function filterChips(filters: CourseFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.discriminator !== 'all')
    chips.push({
      key: 'discriminator',
      label: filters.discriminator === 'taxi_course' ? 'Taxi' : 'Kilometrówka',
      remove: (f) => ({ ...f, discriminator: 'all' }),
    });
  if (filters.dateStartAfter)
    chips.push({
      key: 'after',
      label: `Od: ${date(filters.dateStartAfter)}`,
      remove: (f) => ({ ...f, dateStartAfter: null, relativeStart: false }),
    });
  if (filters.dateStartBefore)
    chips.push({
      key: 'before',
      label: `Do: ${date(filters.dateStartBefore)}`,
      remove: (f) => ({ ...f, dateStartBefore: null }),
    });
  if (filters.includeCancelledCourses)
    chips.push({
      key: 'cancelled',
      label: 'Pokaż anulowane',
      remove: (f) => ({ ...f, includeCancelledCourses: false }),
    });
  for (const option of selectedRideStatusOptions(rideTypeOf(filters.discriminator), filters.rideStatus))
    chips.push({
      key: `status-${option.label}`,
      label: option.label,
      remove: (f) => ({
        ...f,
        rideStatus: f.rideStatus.filter((s) => !option.statuses.some((o) => o === s)),
      }),
    });
  for (const name of REFERENCE_FILTERS) {
    const option = filters.references[name];
    if (option)
      chips.push({
        key: name,
        label: `${REFERENCE_FILTER_LABELS[name]}: ${option.label}`,
        remove: (f) => ({ ...f, references: { ...f.references, [name]: undefined } }),
      });
  }
  return chips;
}

export function FilterChips({
  filters,
  onChange,
}: {
  filters: CourseFilters;
  onChange: (filters: CourseFilters) => void;
}) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label="Zastosowane filtry"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          size="small"
          onDelete={() => onChange(chip.remove(filters))}
        />
      ))}
      <Button size="small" onClick={() => onChange(EMPTY_FILTERS)}>
        Resetuj filtry
      </Button>
    </Box>
  );
}
