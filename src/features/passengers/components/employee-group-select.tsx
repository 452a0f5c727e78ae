import { Controller, type UseFormReturn } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PassengerFormInput } from '@domain/people/passenger.schema';
import type { useGroupOptions } from '../api/employee-groups-api';
import { LOAD_ERROR } from '@/ui/errors/load-error';

interface EmployeeGroupSelectProps {
  form: UseFormReturn<PassengerFormInput>;
  groups: ReturnType<typeof useGroupOptions>;
  /** Why there is nothing to pick yet (the admin has chosen no employer); disables the field. */
  waitingFor?: string | undefined;
}

/**
 * 'Grupa pracownicza' of the passenger dialog: a company user's own groups, or the groups of the
 * employer an admin chose (docs/spec-decisions.md row 707). 'Bez grupy' clears it.
 */
export function EmployeeGroupSelect({ form, groups, waitingFor }: EmployeeGroupSelectProps) {
  const error = form.formState.errors.employeeGroup;
  return (
    <Controller
      control={form.control}
      name="employeeGroup"
      render={({ field }) => (
        <TextField
          select
          label="Grupa pracownicza"
          {...field}
          disabled={waitingFor !== undefined}
          error={Boolean(error)}
          helperText={error?.message ?? waitingFor ?? (groups.isError ? LOAD_ERROR : undefined)}
        >
          <MenuItem value="">Bez grupy</MenuItem>
          {(groups.data ?? []).map((group) => (
            <MenuItem key={group['@id']} value={group['@id']}>
              {group.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
