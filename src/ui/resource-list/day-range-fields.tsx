import TextField from '@mui/material/TextField';

/** A list filter's days, as the date inputs give them (YYYY-MM-DD, '' for none). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * 'Od' and 'Do' of a list's filter bar (the security audit log, the passenger-change register): two
 * date inputs, half the bar each on a phone, 180 px on a desktop. Pass the filter object: only its
 * `from` and `to` change.
 */
export function DayRangeFields<T extends DayRange>({
  value,
  onChange,
}: {
  value: T;
  onChange: (value: T) => void;
}) {
  return (['from', 'to'] as const).map((key) => (
    <TextField
      key={key}
      size="small"
      type="date"
      label={key === 'from' ? 'Od' : 'Do'}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 40%', md: '0 0 180px' } }}
    />
  ));
}
