/**
 * The series question's answers, 'Tylko ten kurs' / 'Ten i wszystkie następne' (rows 858, 863): one
 * radio group for the cancel of a series course and the save of an edited one, so both ask alike.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { SERIES_SCOPE_LABELS, type SeriesScope } from '@domain/course-series/series-following';

const SCOPES = Object.keys(SERIES_SCOPE_LABELS) as SeriesScope[];

export function SeriesScopeChoice({
  value,
  onChange,
}: {
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  return (
    <RadioGroup
      aria-label="Które kursy serii"
      value={value}
      onChange={(_, picked) => onChange(picked === 'following' ? 'following' : 'only')}
    >
      {SCOPES.map((key) => (
        <FormControlLabel key={key} value={key} control={<Radio />} label={SERIES_SCOPE_LABELS[key]} />
      ))}
    </RadioGroup>
  );
}
