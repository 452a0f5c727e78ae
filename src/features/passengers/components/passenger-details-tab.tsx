import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RESOURCES, iriId } from '@domain/contract/iri';
import {
  mayEmployFor,
  picksEmployerGroup,
  type EmployerChoice,
  type PassengerActor,
} from '@domain/people/passenger-permissions';
import type { PassengerFormInput } from '@domain/people/passenger.schema';
import { AccountCompanyText } from '@/ui/people/account-fields-text';
import { useGroupOptions } from '../api/employee-groups';
import { useCompanyOptions } from '@/api/options';
import { EmployeeGroupSelect } from './employee-group-select';

interface PassengerDetailsTabProps {
  form: UseFormReturn<PassengerFormInput>;
  actor: PassengerActor;
  choice: EmployerChoice;
  /** An edited passenger whose employer this caller may not change (row 597): shown as text. */
  lockedEmployer?: { name: string } | null | undefined;
}

/**
 * The 'Szczegóły' tab: first name, surname, and the employer (non-company users: railway companies the
 * user may employ for, §6) or the employee group (company users). An admin also picks a group of the
 * chosen employer; choosing another employer clears it (row 707).
 */
export function PassengerDetailsTab({ form, actor, choice, lockedEmployer }: PassengerDetailsTabProps) {
  const { errors } = form.formState;
  const picksGroup = choice === 'own-company';
  const locked = lockedEmployer !== undefined;
  const companies = useCompanyOptions({ isTransportCompany: false, enabled: !picksGroup && !locked });
  const employerGroup = !picksGroup && !locked && picksEmployerGroup(actor);
  const employer = useWatch({ control: form.control, name: 'employer' });
  const employerId = employerGroup ? iriId(employer, RESOURCES.company) : undefined;
  const groups = useGroupOptions(picksGroup || employerGroup, employerId);
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
        <EmployeeGroupSelect form={form} groups={groups} />
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
              onChange={(event) => {
                field.onChange(event);
                // A group belongs to one employer: another employer leaves it.
                if (employerGroup) form.setValue('employeeGroup', '');
              }}
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
      {employerGroup && (
        <EmployeeGroupSelect
          form={form}
          groups={groups}
          waitingFor={employerId === null ? 'Wybierz najpierw pracodawcę' : undefined}
        />
      )}
    </>
  );
}
