import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
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
import { useGroupOptions } from '../api/employee-groups-api';
import type { CompanyOption } from '@/api/options';
import { CompanyPicker } from '@/ui/form/company-picker';
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
  const employerGroup = !picksGroup && !locked && picksEmployerGroup(actor);
  const employer = useWatch({ control: form.control, name: 'employer' });
  const employerId = employerGroup ? iriId(employer, RESOURCES.company) : undefined;
  const groups = useGroupOptions(picksGroup || employerGroup, employerId);
  // A transport company's list is its principals already (the server's company scope).
  const mayEmploy = (company: CompanyOption) =>
    mayEmployFor(actor, { id: company.id, isTransportCompany: false, isPrincipal: true });
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
            <CompanyPicker
              isTransportCompany={false}
              filter={mayEmploy}
              label="Pracodawca"
              required
              value={field.value}
              onChange={(company) => {
                field.onChange(company);
                // A group belongs to one employer: another employer leaves it.
                if (employerGroup) form.setValue('employeeGroup', '');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.employer?.message}
            />
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
