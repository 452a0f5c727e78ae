import { DateInput } from '@/ui/form/date-field';

/** A list filter's days, as DateInput gives them (YYYY-MM-DD, '' for none). */
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
    <DateInput
      key={key}
      size="small"
      clearable
      label={key === 'from' ? 'Od' : 'Do'}
      value={value[key]}
      onChange={(day) => onChange({ ...value, [key]: day })}
      sx={{ flex: { xs: '1 1 40%', md: '0 0 180px' } }}
    />
  ));
}
