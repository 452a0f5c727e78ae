import dayjs, { type Dayjs } from 'dayjs';
import { DateProviders } from '@/ui/form/date-providers';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { Controller, useFormContext } from 'react-hook-form';
import type { StopsForm } from './stops-form';

/** The time control moves in 5-minute steps (§9). */
export const TIME_STEP_MINUTES = 5;

/**
 * The form keeps 'YYYY-MM-DD' and 'HH:mm', Polish wall-clock time (course-form-values.ts); the
 * pickers edit them as plain local dayjs values, so no zone of the browser ever enters. A half-typed
 * value is no value yet: §5 then asks for the time on that stop.
 */
const toDay = (value: string | null | undefined) => (value ? dayjs(value) : null);
const toClock = (value: string | null | undefined) => (value ? dayjs(`2000-01-01T${value}`) : null);
const fromPicker = (value: Dayjs | null, format: string) => (value?.isValid() ? value.format(format) : null);

interface StopTimeFieldsProps {
  /** `rides.{ride}.waypoints.{index}` */
  name: `rides.${number}.waypoints.${number}`;
  disabled: boolean;
  errors: { date?: { message?: string | undefined }; time?: { message?: string | undefined } } | undefined;
}

/**
 * 'Data' and 'Godzina' of a stop: MUI X pickers in the Polish locale of their LocalizationProvider
 * (DD.MM.RRRR, 24-hour gg:mm), whatever language the browser speaks (docs/spec-decisions.md row 88).
 */
export function StopTimeFields({ name, disabled, errors }: StopTimeFieldsProps) {
  const { control } = useFormContext<StopsForm>();
  const field = (message: string | undefined) => ({
    size: 'small' as const,
    error: Boolean(message),
    helperText: message,
  });
  return (
    <DateProviders>
      <Controller
        control={control}
        name={`${name}.date`}
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <DatePicker
            label="Data"
            value={toDay(value)}
            onChange={(next) => onChange(fromPicker(next, 'YYYY-MM-DD'))}
            inputRef={ref}
            disabled={disabled}
            slotProps={{ textField: { ...field(errors?.date?.message), onBlur } }}
          />
        )}
      />
      <Controller
        control={control}
        name={`${name}.time`}
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <TimePicker
            label="Godzina"
            value={toClock(value)}
            onChange={(next) => onChange(fromPicker(next, 'HH:mm'))}
            inputRef={ref}
            disabled={disabled}
            ampm={false}
            timeSteps={{ minutes: TIME_STEP_MINUTES }}
            slotProps={{ textField: { ...field(errors?.time?.message), onBlur } }}
          />
        )}
      />
    </DateProviders>
  );
}
