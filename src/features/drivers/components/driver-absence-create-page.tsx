import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { isManager } from '@domain/auth/roles';
import {
  driverAbsenceSchema,
  type DriverAbsenceData,
  type DriverAbsenceInput,
} from '@domain/people/driver-absence';
import type { User } from '@/api/user.schema';
import { DateField } from '@/ui/form/date-field';
import { FormPage } from '@/ui/form/form-page';
import { OptionsSelect } from '@/ui/form/options-select';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useDriverOptions } from '@/api/options';
import { DRIVER_ABSENCES, DRIVERS, createAbsence } from '../api/drivers-api';

const FIELDS = ['driver', 'dateFrom', 'dateTo'] as const;

/**
 * 'Nowy urlop' (/driver_absences/create): a driver of the user's company (any driver for managers) and
 * the first and last day away, both included (row 210).
 */
export function DriverAbsenceCreatePage({ user }: { user: User }) {
  const navigate = useNavigate();
  const drivers = useDriverOptions({ companyId: isManager(user) ? null : (user.company?.id ?? null) });
  const form = useForm<DriverAbsenceInput, unknown, DriverAbsenceData>({
    resolver: zodResolver(driverAbsenceSchema),
    defaultValues: { driver: '', dateFrom: '', dateTo: '' },
  });
  const onError = useSubmitError(form.setError, FIELDS);
  const save = useResourceMutation({
    kind: 'create',
    resource: [DRIVER_ABSENCES, DRIVERS],
    mutationFn: createAbsence,
    onSuccess: () => void navigate('/driver_absences'),
    onError: (error) => {
      onError(error);
      return true;
    },
  });
  const { errors } = form.formState;
  return (
    <FormPage
      title="Nowy urlop"
      onSubmit={(event) => void form.handleSubmit((data) => save.mutate(data))(event)}
      cancelTo="/driver_absences"
      saving={save.isPending}
      maxWidth={480}
    >
      {drivers.isError && <Alert severity="error">{LOAD_ERROR}</Alert>}
      <Controller
        control={form.control}
        name="driver"
        render={({ field }) => (
          <OptionsSelect
            label="Kierowca"
            value={field.value}
            onChange={field.onChange}
            options={drivers.data}
            loading={drivers.isLoading}
            error={errors.driver?.message}
          />
        )}
      />
      <DateField
        control={form.control}
        name="dateFrom"
        label="Data od"
        required
        fullWidth
        margin="normal"
        helperText="Pierwszy dzień urlopu"
      />
      <DateField
        control={form.control}
        name="dateTo"
        label="Data do"
        required
        fullWidth
        margin="normal"
        helperText="Ostatni dzień urlopu (włącznie)"
      />
    </FormPage>
  );
}
