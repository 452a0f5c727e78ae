import { Controller, type UseFormReturn } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GroupFormInput } from '@domain/people/employee-group.schema';
import { LOAD_ERROR } from '@/ui/resource-list/resource-list';
import { useCompanyOptions } from '@/api/options';

/** The filter's choice of every company. */
export const ALL_COMPANIES = 'Wszystkie firmy';

/**
 * An admin's company filter of 'Grupy pracownicze' (docs/spec-decisions.md row 660): the railway
 * companies (`GET /api/companies?isTransportCompany=false`), '' for all of them.
 */
export function GroupCompanyFilter({ value, onChange }: { value: string; onChange: (iri: string) => void }) {
  const companies = useCompanyOptions({ isTransportCompany: false });
  return (
    <TextField
      select
      size="small"
      label="Firma"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={companies.isError ? LOAD_ERROR : undefined}
      error={companies.isError}
      // '' shows 'Wszystkie firmy' rather than an empty box; as wide as the search beside it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: { md: 360 } }}
    >
      <MenuItem value="">{ALL_COMPANIES}</MenuItem>
      {(companies.data ?? []).map((company) => (
        <MenuItem key={company['@id']} value={company['@id']}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The 'Firma' an admin names for a new group (required: 'Pole wymagane'). */
export function GroupCompanySelect({ form }: { form: UseFormReturn<GroupFormInput> }) {
  const companies = useCompanyOptions({ isTransportCompany: false });
  const error = form.formState.errors.company?.message;
  return (
    <Controller
      control={form.control}
      name="company"
      render={({ field }) => (
        <TextField
          select
          required
          label="Firma"
          {...field}
          error={Boolean(error) || companies.isError}
          helperText={error ?? (companies.isError ? LOAD_ERROR : undefined)}
        >
          {(companies.data ?? []).map((company) => (
            <MenuItem key={company['@id']} value={company['@id']}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** An edited group's company: it never moves (its stakes priced that company's rides). */
export function GroupCompanyText({ name }: { name: string }) {
  return <TextField label="Firma" value={name} slotProps={{ htmlInput: { readOnly: true } }} />;
}
