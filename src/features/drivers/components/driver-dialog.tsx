import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { iri, iriId, RESOURCES } from '@domain/contract/iri';
import type { DriverView } from '@domain/contract/driver.schema';
import { driverFormSchema, type DriverFormData, type DriverFormInput } from '@domain/people/driver.schema';
import { DateField } from '@/ui/form/date-field';
import { PhoneListField } from '@/ui/form/phone-list-field';
import { AccountCompanyText, AccountFieldsText } from '@/ui/people/account-fields-text';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useStartingBaseOptions } from '@/api/options';
import { CompanyPicker } from '@/ui/form/company-picker';
import { DRIVERS, driverQuery, saveDriver } from '../api/drivers-api';

const FIELDS = [
  'firstname',
  'surname',
  'email',
  'phones',
  'transportCompany',
  'startingBase',
  'employedSince',
] as const;

interface DriverDialogProps {
  /** The driver being edited, or null for 'Dodaj kierowcę'. */
  driver: DriverView | null;
  /** A manager picks the transport company; a transport company's drivers are its own (row 212). */
  picksCompany: boolean;
  /** The transport company of a transport company user. */
  ownCompanyId: number | null;
  onClose: () => void;
}

const valuesOf = (driver: DriverView | null, ownCompanyId: number | null): DriverFormInput => ({
  firstname: driver?.firstname ?? '',
  surname: driver?.surname ?? '',
  email: driver?.email ?? '',
  phones: driver?.phones ?? [],
  transportCompany:
    driver?.transportCompany?.['@id'] ?? (ownCompanyId === null ? '' : iri(RESOURCES.company, ownCompanyId)),
  startingBase: driver?.startingBase?.['@id'] ?? '',
  employedSince: driver?.employedSince ?? '',
});

/** 'Dodaj kierowcę' / 'Edytuj kierowcę': the person block, company, starting base and 'Zatrudniony od'. */
export function DriverDialog({ driver, picksCompany, ownCompanyId, onClose }: DriverDialogProps) {
  const form = useForm<DriverFormInput, unknown, DriverFormData>({
    resolver: zodResolver(driverFormSchema(picksCompany)),
    defaultValues: valuesOf(driver, ownCompanyId),
  });
  const onError = useSubmitError(form.setError, FIELDS);
  const stale = useStaleForm(
    form,
    driverQuery(driver?.id ?? 0),
    (newer) => valuesOf(newer, ownCompanyId),
    driver ?? undefined,
  );
  const save = useResourceMutation({
    kind: driver ? 'edit' : 'create',
    resource: DRIVERS,
    mutationFn: (data: DriverFormData) => saveDriver(data, driver && stale.pin(driver)),
    onSuccess: onClose,
    onError: (error) => {
      onError(error);
      return true;
    },
    stale: driver ? stale : undefined,
  });
  const company = useWatch({ control: form.control, name: 'transportCompany' });
  const companyId = iriId(company, RESOURCES.company);
  const bases = useStartingBaseOptions({ companyId, enabled: companyId !== null });
  const { errors } = form.formState;
  return (
    <ResourceDialog
      title={driver ? 'Edytuj kierowcę' : 'Dodaj kierowcę'}
      onSubmit={() => void form.handleSubmit((data) => save.mutate(data))()}
      onClose={onClose}
      pending={save.isPending}
      stale={stale}
    >
      <TextField
        {...form.register('firstname')}
        label="Imię"
        required
        error={Boolean(errors.firstname)}
        helperText={errors.firstname?.message}
      />
      <TextField
        {...form.register('surname')}
        label="Nazwisko"
        required
        error={Boolean(errors.surname)}
        helperText={errors.surname?.message}
      />
      {driver && !driver.accountEditable ? (
        <AccountFieldsText emailLabel="Adres e-mail" email={driver.email} phones={driver.phones} />
      ) : (
        <>
          <TextField
            {...form.register('email')}
            label="Adres e-mail"
            type="email"
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <Controller
            control={form.control}
            name="phones"
            render={({ field }) => (
              <PhoneListField value={field.value ?? []} onChange={field.onChange} errors={errors.phones} />
            )}
          />
        </>
      )}
      {picksCompany && driver && !driver.employerEditable && (
        <AccountCompanyText label="Firma transportowa" name={driver.transportCompany?.name ?? null} />
      )}
      {picksCompany && (!driver || driver.employerEditable) && (
        <Controller
          control={form.control}
          name="transportCompany"
          render={({ field }) => (
            <CompanyPicker
              isTransportCompany
              label="Firma transportowa"
              required
              value={field.value}
              onChange={(company) => {
                field.onChange(company);
                // A base belongs to one company: another company's base is cleared.
                form.setValue('startingBase', '');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.transportCompany?.message}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="startingBase"
        render={({ field }) => (
          <TextField
            select
            label="Baza startowa"
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            disabled={companyId === null}
            error={Boolean(errors.startingBase)}
            helperText={errors.startingBase?.message ?? (bases.isLoading ? 'Wczytywanie...' : undefined)}
          >
            <MenuItem value="">
              <em>Brak</em>
            </MenuItem>
            {(bases.data ?? []).map((base) => (
              <MenuItem key={base['@id']} value={base['@id']}>
                {base.name}
              </MenuItem>
            ))}
            {/* The stored base while the company's bases load (or a base no longer listed). */}
            {field.value && !(bases.data ?? []).some((base) => base['@id'] === field.value) && (
              <MenuItem value={field.value}>{driver?.startingBase?.name ?? field.value}</MenuItem>
            )}
          </TextField>
        )}
      />
      <DateField control={form.control} name="employedSince" label="Zatrudniony od" />
    </ResourceDialog>
  );
}
