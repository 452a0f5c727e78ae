import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A boolean field of the form. */
  name: FieldPathByValue<T, boolean | undefined>;
  label: string;
  disabled?: boolean;
}

/** A labelled checkbox bound to a boolean field of a react-hook-form form. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: CheckboxFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              checked={field.value === true}
              disabled={disabled}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
