import TextField from '@mui/material/TextField';
import type { User } from '@/api/user.schema';
import { CompanyPicker } from '@/ui/form/company-picker';
import { hasRole } from '@domain/auth/roles';

interface CompanyFieldProps {
  actor: User;
  /** The company's IRI, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}

/** 'Firma': an administrator picks any company or none; anyone else's accounts get their own company. */
export function CompanyField({ actor, value, onChange, error }: CompanyFieldProps) {
  if (!hasRole(actor, 'ROLE_ADMIN'))
    return (
      <TextField
        label="Firma"
        value={actor.company?.name ?? ''}
        fullWidth
        margin="normal"
        slotProps={{ input: { readOnly: true } }}
        helperText="Konta tworzysz dla własnej firmy"
      />
    );
  // Every company of both kinds; a cleared field is the account without a company.
  return (
    <CompanyPicker
      value={value}
      onChange={(company) => onChange(company === '' ? null : company)}
      error={error}
      emptyLabel="Brak firmy"
      margin="normal"
    />
  );
}
