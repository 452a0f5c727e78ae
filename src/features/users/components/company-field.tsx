import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import type { User } from '@/api/user.schema';
import { hasRole } from '@domain/auth/roles';
import { iri } from '@domain/contract/iri';
import { useCompanyOptions } from '../api/users-api';

interface CompanyFieldProps {
  actor: User;
  /** The company's IRI, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}

const NONE = '';

/** 'Firma': an administrator picks any company or none; anyone else's accounts get their own company. */
export function CompanyField({ actor, value, onChange, error }: CompanyFieldProps) {
  const admin = hasRole(actor, 'ROLE_ADMIN');
  const companies = useCompanyOptions(admin);
  const labelId = useId();
  if (!admin)
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
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)}>
      <InputLabel id={labelId}>Firma</InputLabel>
      <Select
        labelId={labelId}
        label="Firma"
        value={companies.data ? (value ?? NONE) : NONE}
        onChange={(event) => onChange(event.target.value === NONE ? null : event.target.value)}
      >
        <MenuItem value={NONE}>Brak firmy</MenuItem>
        {(companies.data ?? []).map((company) => (
          <MenuItem key={company.id} value={iri('companies', company.id)}>
            {company.name}
            {company.isTransportCompany ? ' (firma transportowa)' : ''}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
