import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BILLING_MODEL_LABELS, CHOSEN_BILLING_MODELS } from '@domain/companies/company-links.schema';

/** The billing model select: the two chosen models (NOT_AVAILABLE is set by the rule, never picked). */
export function BillingModelField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      required
      label="Model rozliczenia"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {CHOSEN_BILLING_MODELS.map((model) => (
        <MenuItem key={model} value={model}>
          {BILLING_MODEL_LABELS[model]}
        </MenuItem>
      ))}
    </TextField>
  );
}
