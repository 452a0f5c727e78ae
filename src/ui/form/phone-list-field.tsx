import { useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { polishAndGermanPhones } from '@domain/phone/polish-and-german-phones';
import { PASTED_PHONE_LENGTH } from '@domain/validation/phone';
import { canRemovePhone, withDefaultPhone, withoutPhone } from '@domain/people/user-block.schema';

/** A phone as the form holds it: the stored id when editing, the typed digits, the default flag. */
export interface PhoneFieldEntry {
  id?: number;
  phone: string;
  main: boolean;
}

type Message = { message?: string } | undefined;

interface PhoneListFieldProps {
  value: readonly PhoneFieldEntry[];
  onChange: (phones: PhoneFieldEntry[]) => void;
  /** react-hook-form's `errors.phones`: per entry `phone` / `main`, and the list's own `message`. */
  // An index signature rather than an array: react-hook-form's `errors.phones` is an array merged with
  // the list's own FieldError, whose `length` is optional.
  errors?: { [index: number]: { phone?: Message; main?: Message } | undefined; message?: string } | undefined;
  disabled?: boolean;
}

/**
 * The phone list of the passenger, driver and user dialogs (administration.md §4): 'Dodaj numer
 * telefonu' appends an empty entry (the first one is the default), exactly one default chosen with the
 * radio, removal offered only while two or more exist. Rules from domain/people/user-block.schema.ts.
 */
export function PhoneListField({ value, onChange, errors, disabled = false }: PhoneListFieldProps) {
  const removable = canRemovePhone(value);
  // 'Dodaj numer telefonu' hands the focus to the field it added (WCAG 2.4.3, issue 31).
  const [added, setAdded] = useState<number | null>(null);
  const focusAdded = (index: number) => (input: HTMLInputElement | null) => {
    if (input && index === added) {
      input.focus();
      setAdded(null);
    }
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Numery telefonu
      </Typography>
      {value.map((entry, index) => {
        const number = index + 1;
        const error = errors?.[index];
        return (
          <Box key={entry.id ?? `new-${index}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={`Numer telefonu ${number}`}
              value={entry.phone}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  value.map((other, at) =>
                    at === index
                      ? { ...other, phone: polishAndGermanPhones.typed(event.target.value) }
                      : other,
                  ),
                )
              }
              error={Boolean(error?.phone?.message)}
              helperText={error?.phone?.message}
              inputRef={focusAdded(index)}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  maxLength: PASTED_PHONE_LENGTH,
                  autoComplete: 'tel-national',
                },
              }}
              sx={{ flex: 1 }}
            />
            <FormControlLabel
              label="Domyślny"
              disabled={disabled}
              control={
                <Radio
                  checked={entry.main}
                  onChange={() => onChange(withDefaultPhone(value, index))}
                  slotProps={{ input: { 'aria-label': `Domyślny numer telefonu ${number}` } }}
                />
              }
              sx={{ mt: 1, mr: 0 }}
            />
            {removable && (
              <IconButton
                aria-label={`Usuń numer telefonu ${number}`}
                disabled={disabled}
                onClick={() => onChange(withoutPhone(value, index))}
                sx={{ mt: 1 }}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
      {errors?.[0]?.main?.message && <FormHelperText error>{errors[0].main.message}</FormHelperText>}
      {errors?.message && <FormHelperText error>{errors.message}</FormHelperText>}
      <Box>
        <Button
          disabled={disabled}
          onClick={() => {
            setAdded(value.length);
            onChange([...value, { phone: '', main: value.length === 0 }]);
          }}
        >
          Dodaj numer telefonu
        </Button>
      </Box>
    </Box>
  );
}
