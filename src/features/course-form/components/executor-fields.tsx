import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { COURSE_IRI_RESOURCES as R, iriId } from '@domain/courses/course-form.fields';
import type { TaxiCourseFormInput } from '@domain/courses/course-form.schema';
import { useContractorChoices } from '../api/get-contractor-choices';
import { formRideDays } from '@domain/people/driver-absence';
import { useDriverName } from '../api/get-driver-name';
import { useDrivers } from '../api/get-drivers';
import { useSubcontractorChoices } from '../api/get-subcontractor-choices';
import { useCourseLabels } from '../hooks/use-course-labels';
import { OptionsSelect } from '@/ui/form/options-select';
import { COURSE_SELECT } from './course-select';
import { polishAndGermanPhones } from '@domain/phone/polish-and-german-phones';
import { PASTED_PHONE_LENGTH } from '@domain/validation/phone';
import { useSoleContractor } from './use-sole-contractor';

export interface ExecutorAccess {
  transportCompany: boolean;
  driver: boolean;
}

/** A number pasted as Poles write it ('+48 601 100 200') is kept as its 9 digits (row 624). */
const typedPhone = (value: unknown) =>
  typeof value === 'string' ? polishAndGermanPhones.typed(value) : value;

const companyIdOf = (iri: string | null | undefined) => (iri ? iriId(iri, R.company) : null);

/**
 * 'Wykonawca', 'Podwykonawca', 'Kierowca' and the driver's phone (§6): the contractor among the
 * user's choices, the subcontractor among the contractor's own contractors, the driver among the
 * executing company's drivers. Changing a company clears what depended on it.
 */
export function ExecutorFields({
  companyId,
  access,
  preselectSole = false,
}: {
  companyId: number | null;
  access: ExecutorAccess;
  /** A new course: the only contractor the user may choose is chosen (decision 372). */
  preselectSole?: boolean;
}) {
  const { control, setValue, register, formState } = useFormContext<TaxiCourseFormInput>();
  const { labels } = useCourseLabels();
  const [contractor, subcontractor, driver, rides] = useWatch({
    control,
    name: ['contractor', 'subcontractor', 'driver', 'rides'],
  });
  const contractors = useContractorChoices(companyId);
  useSoleContractor(preselectSole && access.transportCompany, contractor, contractors.data);
  const subcontractors = useSubcontractorChoices(companyIdOf(contractor));
  const executorId = companyIdOf(subcontractor) ?? companyIdOf(contractor);
  // Drivers away on a ride's day are not offered (row 211); the server refuses them all the same.
  const days = formRideDays(rides ?? []);
  const drivers = useDrivers(executorId, days);
  const driverListed = !driver || (drivers.data ?? []).some((option) => option['@id'] === driver);
  const driverName = useDriverName(driver ?? null, drivers.isSuccess && !driverListed);
  const { errors } = formState;
  const clear = (names: ('subcontractor' | 'driver')[]) => {
    for (const name of names) setValue(name, null, { shouldDirty: true });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Controller
        control={control}
        name="contractor"
        render={({ field }) => (
          <OptionsSelect
            {...COURSE_SELECT}
            label="Wykonawca"
            value={field.value ?? null}
            onChange={(iri) => {
              field.onChange(iri || null);
              clear(['subcontractor', 'driver']);
            }}
            options={contractors.data}
            currentLabel={field.value ? labels.companies[field.value] : undefined}
            loading={contractors.isLoading}
            disabled={!access.transportCompany || companyId === null}
            error={errors.contractor?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="subcontractor"
        render={({ field }) => (
          <OptionsSelect
            {...COURSE_SELECT}
            label="Podwykonawca"
            value={field.value ?? null}
            onChange={(iri) => {
              field.onChange(iri || null);
              clear(['driver']);
            }}
            options={subcontractors.data}
            currentLabel={field.value ? labels.companies[field.value] : undefined}
            loading={subcontractors.isLoading}
            disabled={!access.transportCompany || !contractor}
            error={errors.subcontractor?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="driver"
        render={({ field }) => (
          <OptionsSelect
            {...COURSE_SELECT}
            label="Kierowca"
            value={field.value ?? null}
            onChange={(iri) => field.onChange(iri || null)}
            options={drivers.data}
            currentLabel={driverName.data}
            loading={drivers.isLoading}
            disabled={!access.driver || executorId === null}
            error={errors.driver?.message}
          />
        )}
      />
      <TextField
        {...register('driverPhoneNumber', { setValueAs: typedPhone })}
        label="Telefon kierowcy"
        size="small"
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: PASTED_PHONE_LENGTH } }}
        disabled={!access.driver}
        error={Boolean(errors.driverPhoneNumber)}
        helperText={errors.driverPhoneNumber?.message ?? 'Puste pole: numer z profilu kierowcy'}
      />
    </Box>
  );
}
