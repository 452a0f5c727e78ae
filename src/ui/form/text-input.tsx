import { useId, type InputHTMLAttributes, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color'> {
  label: string;
  /** A message shown under the field, or `true` to mark it invalid without one. */
  error?: string | boolean | undefined;
  helperText?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled outlined input for react-hook-form's `register`. Built from FormControl + OutlinedInput
 * rather than TextField, which drags Select, Menu and Popover into the login route's bundle.
 */
export function TextInput({
  label,
  error,
  helperText,
  id,
  required,
  disabled,
  ref,
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const help = typeof error === 'string' ? error : helperText;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)} required={required} disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        inputRef={ref}
        inputProps={{ ...inputProps, 'aria-describedby': help ? helperId : undefined }}
      />
      {help ? <FormHelperText id={helperId}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
