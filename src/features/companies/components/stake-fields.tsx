import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';

/** The two rates' registrations of the caller's form (`form.register('kilometerRate')`...). */
export interface StakeRegistrations {
  kilometerRate: UseFormRegisterReturn;
  waitHourRate: UseFormRegisterReturn;
}

type StakeErrors = FieldErrors<{ kilometerRate: string; waitHourRate: string }>;

/** The two rates of a stake, typed in złoty (stored in hundredths by the server). */
export function StakeFields({
  fields,
  errors,
  required = false,
}: {
  fields: StakeRegistrations;
  errors: StakeErrors;
  required?: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Stawka za kilometr (zł)"
        required={required}
        {...fields.kilometerRate}
        error={Boolean(errors.kilometerRate)}
        helperText={errors.kilometerRate?.message}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        label="Stawka za godzinę oczekiwania (zł)"
        required={required}
        {...fields.waitHourRate}
        error={Boolean(errors.waitHourRate)}
        helperText={errors.waitHourRate?.message}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Box>
  );
}

/** The stake fields' names, for the server's violations (`violationsToFieldErrors`). */
export const STAKE_FIELDS = ['kilometerRate', 'waitHourRate'] as const;
