/**
 * 'Powtarzaj' on 'Nowy kurs' (issue 35 part 2, rows 813-819): the weekdays and the end of a series,
 * with a live 'Zostanie utworzonych N kursów' from the same rule the server applies. Loaded lazily by
 * the create page, so the course form's chunk does not carry it.
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateInput } from '@/ui/form/date-field';
import type { TaxiCourseFormInput } from '@domain/courses/course-form.schema';
import { seriesStart } from '@domain/course-series/series-plan';
import {
  SERIES_WEEKDAYS,
  type SeriesRuleInput,
  type SeriesWeekday,
  seriesDates,
  seriesPreviewText,
  seriesRuleSchema,
  weekdayOf,
} from '@domain/course-series/series-rule';

interface SeriesState {
  weekdays: SeriesWeekday[];
  end: 'until' | 'weeks';
  until: string;
  weeks: string;
}

const ruleOf = (state: SeriesState): SeriesRuleInput => ({
  weekdays: SERIES_WEEKDAYS.filter((day) => state.weekdays.includes(day)),
  until: state.end === 'until' && state.until !== '' ? state.until : null,
  weeks: state.end === 'weeks' && state.weeks !== '' ? Number(state.weeks) : null,
});

/** The preview line: the count, or why the rule makes no series yet. */
export function seriesPreview(rule: SeriesRuleInput, start: string | null): string {
  const parsed = seriesRuleSchema.safeParse(rule);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? '';
  const dates = seriesDates(parsed.data, start);
  return dates.ok ? seriesPreviewText(dates.dates.length) : dates.message;
}

export interface SeriesFieldsProps {
  /** Called with the rule while 'Powtarzaj' is on, null when it is off. */
  onChange: (rule: SeriesRuleInput | null) => void;
}

export default function SeriesFields({ onChange }: SeriesFieldsProps) {
  const rides = useWatch<TaxiCourseFormInput, 'rides'>({ name: 'rides' });
  const start = seriesStart({ rides: rides ?? [] });
  const [state, setState] = useState<SeriesState | null>(null);
  const update = (next: SeriesState | null) => {
    setState(next);
    onChange(next === null ? null : ruleOf(next));
  };
  const toggleDay = (day: SeriesWeekday, on: boolean) =>
    state &&
    update({ ...state, weekdays: on ? [...state.weekdays, day] : state.weekdays.filter((d) => d !== day) });
  return (
    <Box component="section" aria-label="Powtarzanie kursu" sx={{ display: 'grid', gap: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={state !== null}
            onChange={(_, on) =>
              update(
                on
                  ? { weekdays: start ? [weekdayOf(start)] : [], end: 'weeks', until: '', weeks: '4' }
                  : null,
              )
            }
          />
        }
        label="Powtarzaj"
      />
      {state ? (
        <>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">Dni tygodnia</FormLabel>
            <FormGroup row>
              {SERIES_WEEKDAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  label={day}
                  control={
                    <Checkbox
                      checked={state.weekdays.includes(day)}
                      onChange={(_, on) => toggleDay(day, on)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <RadioGroup
              row
              aria-label="Koniec serii"
              value={state.end}
              onChange={(_, value) => update({ ...state, end: value === 'until' ? 'until' : 'weeks' })}
            >
              <FormControlLabel value="until" control={<Radio />} label="do dnia" />
              <FormControlLabel value="weeks" control={<Radio />} label="przez tygodni" />
            </RadioGroup>
            {state.end === 'until' ? (
              <DateInput
                label="do dnia"
                size="small"
                value={state.until}
                onChange={(until) => update({ ...state, until })}
                sx={{ width: 190 }}
              />
            ) : (
              <TextField
                type="number"
                label="przez tygodni"
                size="small"
                value={state.weeks}
                onChange={(event) => update({ ...state, weeks: event.target.value })}
                slotProps={{ htmlInput: { min: 1, max: 110 } }}
                sx={{ width: 140 }}
              />
            )}
          </Box>
          <Typography role="status" aria-live="polite">
            {seriesPreview(ruleOf(state), start)}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
