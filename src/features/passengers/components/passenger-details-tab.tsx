import { Controller, type UseFormReturn } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { mayEmployFor, type EmployerChoice, type PassengerActor } from '@domain/people/passenger-permissions';
import type { PassengerFormInput } from '@domain/people/passenger.schema';
import { AccountCompanyText } from '@/ui/people/account-fields-text';
import { useGroupOptions } from '../api/employee-groups';
import { useRailwayCompanies } from '../api/passengers';

interface PassengerDetailsTabProps {
  form: UseFormReturn<PassengerFormInput>;
  actor: PassengerActor;
  choice: EmployerChoice;
  /** An edited passenger whose employer this caller may not change (row 597): shown as text. */
  lockedEmployer?: { name: string } | null | undefined;
}

/**
 * The 'Szczegóły' tab: first name, surname, and the employer (non-company users: railway companies the
 * user may employ for, §6) or the employee group (company users).
 */
export function PassengerDetailsTab({ form, actor, choice, lockedEmployer }: PassengerDetailsTabProps) {
  const { errors } = form.formState;
  const picksGroup = choice === 'own-company';
  const locked = lockedEmployer !== undefined;
  const companies = useRailwayCompanies(!picksGroup && !locked);
  const groups = useGroupOptions(picksGroup);
  // A transport company's list is its principals already (the server's company scope).
  const employers = (companies.data ?? []).filter((company) =>
    mayEmployFor(actor, { id: company.id, isTransportCompany: false, isPrincipal: true }),
  );
  return (
    <>
      <TextField
        label="Imię"
        required
        {...form.register('firstname')}
        error={Boolean(errors.firstname)}
        helperText={errors.firstname?.message}
      />
      <TextField
        label="Nazwisko"
        required
        {...form.register('surname')}
        error={Boolean(errors.surname)}
        helperText={errors.surname?.message}
      />
      {picksGroup ? (
        <Controller
          control={form.control}
          name="employeeGroup"
          render={({ field }) => (
            <TextField
              select
              label="Grupa pracownicza"
              {...field}
              error={Boolean(errors.employeeGroup)}
              helperText={
                errors.employeeGroup?.message ??
                (groups.isError ? 'Wystąpił błąd podczas ładowania' : undefined)
              }
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
      ) : locked ? (
        <AccountCompanyText label="Pracodawca" name={lockedEmployer?.name ?? null} />
      ) : (
        <Controller
          control={form.control}
          name="employer"
          render={({ field }) => (
            <TextField
              select
              required
              label="Pracodawca"
              {...field}
              error={Boolean(errors.employer)}
              helperText={
                errors.employer?.message ??
                (companies.isError ? 'Wystąpił błąd podczas ładowania' : undefined)
              }
            >
              {employers.map((company) => (
                <MenuItem key={company['@id']} value={company['@id']}>
                  {company.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
    </>
  );
}
