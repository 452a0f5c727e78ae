import { useState, type Ref } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateProviders } from './date-providers';

/** A day as forms, schemas and API bodies hold it: 'YYYY-MM-DD', or '' for none. */
const ISO_DAY = 'YYYY-MM-DD';

dayjs.extend(customParseFormat);

// Strict: dayjs('0002-03-01') would read year 1902 while the year is being typed.
const toDay = (value: string): Dayjs | null => (value ? dayjs(value, ISO_DAY, true) : null);
/** Typing a year digit by digit passes through years 2, 20 and 202: none of them is a day anyone means. */
const EARLIEST_YEAR = 1900;
/** A half-typed day is no day yet: the form sees '' (and a required field says so) until it is whole. */
const fromDay = (value: Dayjs | null): string =>
  value?.isValid() && value.year() >= EARLIEST_YEAR ? value.format(ISO_DAY) : '';

export interface DateInputProps {
  label: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** A message shown under the field, or `true` to mark it invalid without one (as TextInput). */
  error?: string | boolean | undefined;
  helperText?: string | undefined;
  size?: 'small' | 'medium' | undefined;
  fullWidth?: boolean | undefined;
  margin?: 'none' | 'dense' | 'normal' | undefined;
  /** An optional filter gets a clear button; a form's field is emptied with Backspace. */
  clearable?: boolean | undefined;
  sx?: SxProps<Theme> | undefined;
}

/**
 * A day field shown DD.MM.YYYY in Polish whatever language the browser speaks (issue 31; a native
 * `<input type="date">` follows the browser: mm/dd/yyyy in an English one). The value stays the ISO
 * day the schemas and the API already take (docs/spec-decisions.md row 690). MUI X is heavy: only the
 * screens that show a day import this file, never the course list's first chunks.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  margin,
  clearable,
  sx,
}: DateInputProps) {
  const help = typeof error === 'string' ? error : helperText;
  // What the picker last gave, while the form still holds the value it had then or the one it was
  // given: a half-typed day (the form holds '') and the render before the form catches up must go
  // back to the picker as typed, or MUI X re-reads its parts from the value and drops the typed ones.
  const [own, setOwn] = useState(() => ({ typed: toDay(value), values: [value] }));
  const shown = own.values.includes(value) ? own.typed : toDay(value);
  return (
    <DateProviders>
      <DatePicker
        label={label}
        value={shown}
        onChange={(next) => {
          const day = fromDay(next);
          setOwn({ typed: next, values: [value, day] });
          // A filter keeps its last whole day while another is being typed: passing '' (no filter) and
          // each partial year on would refetch the list at every keystroke. Only a cleared field is ''.
          if (clearable && next !== null && day === '') return;
          onChange(day);
        }}
        inputRef={inputRef}
        disabled={disabled}
        sx={sx}
        slotProps={{
          textField: {
            required,
            error: Boolean(error),
            helperText: help,
            size,
            fullWidth,
            margin,
            onBlur,
          },
          field: { clearable },
        }}
      />
    </DateProviders>
  );
}

/** `O` is what the resolver makes of the values (`useForm<Input, unknown, Output>`). */
export type DateFieldProps<T extends FieldValues, O extends FieldValues = T> = Omit<
  DateInputProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/**
 * DateInput bound to react-hook-form: the form holds 'YYYY-MM-DD' or ''. Without an `error` of its
 * own it shows the field's validation message.
 */
export function DateField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  error,
  ...props
}: DateFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          {...props}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={error ?? fieldState.error?.message}
        />
      )}
    />
  );
}
