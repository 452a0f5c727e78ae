import { useState } from 'react';
import dayjs from 'dayjs';
import { DateProviders } from '@/ui/form/date-providers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isCompanyUser } from '@domain/auth/roles';
import {
  API_DATE_FORMAT,
  EMPTY_FILTERS,
  INVERTED_RANGE_MESSAGE,
  REFERENCE_FILTERS,
  REFERENCE_FILTER_SET,
  isInvertedRange,
  keepOfferedFilters,
  rideTypeOf,
  type CourseDiscriminator,
  type CourseFilters,
  type ReferenceFilterName,
} from '../utils/course-filters';
import { useCurrentUser } from '../hooks/use-current-user';
import { ReferenceFilterField } from './reference-filter-field';
import { RideStatusSelect } from './ride-status-select';

interface FilterDrawerProps {
  filters: CourseFilters;
  phone: boolean;
  onSave: (filters: CourseFilters) => void;
  onClose: () => void;
}

const toDate = (value: string | null) => (value ? dayjs(value) : null);
const fromDate = (value: dayjs.Dayjs | null) => (value?.isValid() ? value.format(API_DATE_FORMAT) : null);

/** The reference filters the chosen tab offers; the customer company is not a company user's choice (§2). */
function offeredReferences(discriminator: CourseDiscriminator, companyUser: boolean): ReferenceFilterName[] {
  return REFERENCE_FILTERS.filter((name) => {
    const set = REFERENCE_FILTER_SET[name];
    if (set !== 'all' && set !== discriminator) return false;
    return !(companyUser && name === 'customerCompany');
  });
}

/** The filter drawer (360 px, full width on phones); mounted only while open, so closing discards edits. */
export function FilterDrawer({ filters, phone, onSave, onClose }: FilterDrawerProps) {
  const [draft, setDraft] = useState(filters);
  const [saveTried, setSaveTried] = useState(false);
  const companyUser = isCompanyUser(useCurrentUser());
  const inverted = saveTried && isInvertedRange(draft);
  return (
    <Drawer
      open
      anchor="right"
      onClose={onClose}
      // Above the app bar (which sits over the permanent menu drawer), like any modal.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { sx: { width: phone ? '100%' : 360 }, role: 'dialog', 'aria-labelledby': 'filters-title' },
      }}
    >
      <DateProviders>
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography id="filters-title" component="h2" variant="h6">
              Filtry
            </Typography>
            <IconButton aria-label="Zamknij filtry" onClick={onClose} sx={{ ml: 'auto' }}>
              <CloseIcon />
            </IconButton>
          </Box>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            aria-label="Rodzaj kursu"
            value={draft.discriminator}
            onChange={(_, value: CourseDiscriminator | null) => {
              if (value) setDraft({ ...draft, discriminator: value });
            }}
          >
            <ToggleButton value="all">Wszystko</ToggleButton>
            <ToggleButton value="taxi_course">Taxi</ToggleButton>
            <ToggleButton value="kilometer_course">Kilometrówka</ToggleButton>
          </ToggleButtonGroup>
          <DatePicker
            label="Data od"
            value={toDate(draft.dateStartAfter)}
            // A picked (or cleared) date is the user's: it no longer follows the calendar.
            onChange={(value) =>
              setDraft({ ...draft, dateStartAfter: fromDate(value), relativeStart: false })
            }
            slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
          />
          <DatePicker
            label="Data do"
            value={toDate(draft.dateStartBefore)}
            onChange={(value) => setDraft({ ...draft, dateStartBefore: fromDate(value) })}
            slotProps={{
              textField: {
                size: 'small',
                error: inverted,
                helperText: inverted ? INVERTED_RANGE_MESSAGE : undefined,
              },
              field: { clearable: true },
            }}
          />
          <FormControlLabel
            label="Pokaż anulowane"
            control={
              <Checkbox
                checked={draft.includeCancelledCourses}
                onChange={(event) => setDraft({ ...draft, includeCancelledCourses: event.target.checked })}
              />
            }
          />
          <RideStatusSelect
            type={rideTypeOf(draft.discriminator)}
            value={draft.rideStatus}
            onChange={(rideStatus) => setDraft({ ...draft, rideStatus })}
          />
          {offeredReferences(draft.discriminator, companyUser).map((name) => (
            <ReferenceFilterField
              key={name}
              name={name}
              value={draft.references[name]}
              onChange={(option) =>
                setDraft({ ...draft, references: { ...draft.references, [name]: option } })
              }
            />
          ))}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              onClick={() => {
                setSaveTried(true);
                if (!isInvertedRange(draft)) onSave(keepOfferedFilters(draft));
              }}
            >
              Zapisz filtry
            </Button>
            <Button onClick={() => setDraft(EMPTY_FILTERS)}>Wyczyść filtry</Button>
          </Box>
        </Box>
      </DateProviders>
    </Drawer>
  );
}
