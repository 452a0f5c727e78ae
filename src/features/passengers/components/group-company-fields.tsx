import { Controller, type UseFormReturn } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { GroupFormInput } from '@domain/people/employee-group.schema';
import { CompanyPicker } from '@/ui/form/company-picker';

/** The filter's choice of every company. */
export const ALL_COMPANIES = 'Wszystkie firmy';

/**
 * An admin's company filter of 'Grupy pracownicze' (docs/spec-decisions.md row 660): the railway
 * companies (`GET /api/companies?isTransportCompany=false`), '' for all of them.
 */
export function GroupCompanyFilter({ value, onChange }: { value: string; onChange: (iri: string) => void }) {
  return (
    <CompanyPicker
      isTransportCompany={false}
      value={value}
      onChange={onChange}
      emptyLabel={ALL_COMPANIES}
      size="small"
      // As wide as the search beside it.
      sx={{ maxWidth: { md: 360 } }}
    />
  );
}

/** The 'Firma' an admin names for a new group (required: 'Pole wymagane'). */
export function GroupCompanySelect({ form }: { form: UseFormReturn<GroupFormInput> }) {
  return (
    <Controller
      control={form.control}
      name="company"
      render={({ field }) => (
        <CompanyPicker
          isTransportCompany={false}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={form.formState.errors.company?.message}
        />
      )}
    />
  );
}

/** An edited group's company: it never moves (its stakes priced that company's rides). */
export function GroupCompanyText({ name }: { name: string }) {
  return <TextField label="Firma" value={name} slotProps={{ htmlInput: { readOnly: true } }} />;
}
