import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export interface StakeValues {
  kilometerRate: string;
  waitHourRate: string;
}

/** The two rates of a stake, typed in złoty (stored in hundredths by the server). */
export function StakeFields({
  values,
  errors,
  onChange,
  required = false,
}: {
  values: StakeValues;
  errors: Partial<Record<string, string>>;
  onChange: (values: StakeValues) => void;
  required?: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Stawka za kilometr (zł)"
        value={values.kilometerRate}
        required={required}
        onChange={(event) => onChange({ ...values, kilometerRate: event.target.value })}
        error={Boolean(errors.kilometerRate)}
        helperText={errors.kilometerRate}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        label="Stawka za godzinę oczekiwania (zł)"
        value={values.waitHourRate}
        required={required}
        onChange={(event) => onChange({ ...values, waitHourRate: event.target.value })}
        error={Boolean(errors.waitHourRate)}
        helperText={errors.waitHourRate}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Box>
  );
}

/** The first message of each field of a failed zod parse. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const found: Partial<Record<string, string>> = {};
  for (const issue of issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
