import TextField from '@mui/material/TextField';

/**
 * The add dialogs' search (ADR 022): a company that is not linked yet is found only by its exact NIP
 * or exact full name, so the list is no directory of other tenants.
 */
export function CandidateSearch({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  return (
    <TextField
      label="NIP lub pełna nazwa firmy"
      helperText="Firmę, z którą nie ma jeszcze powiązania, znajdziesz po dokładnym NIP lub pełnej nazwie"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
    />
  );
}
