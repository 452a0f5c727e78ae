import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  taxiCourseFormSchema,
  type TaxiCourseFormData,
  type TaxiCourseFormInput,
} from '@domain/courses/course-form.schema';
import type { CourseLabels } from '../api/course-labels';
import { useCourseSubmitError } from '../hooks/use-course-submit-error';
import { CourseLabelsProvider } from './course-labels-provider';
import { ExecutorFields, type ExecutorAccess } from './executor-fields';
import { FormPage } from './form-page';
import { RideFields } from './ride-fields';
import type { StopOptions } from './stops-form';

export interface TaxiCourseAccess extends ExecutorAccess {
  /** Ride numbers and starting bases (§6: read-only when the course is). */
  course: boolean;
  /** Ride statuses by hand (§6: manager or superior contractor). */
  status: boolean;
  passengers: 'edit' | 'read';
  locomotives: 'edit' | 'read';
}

interface TaxiCourseFormProps {
  mode: 'create' | 'edit';
  company: { id: number; iri: string; name: string };
  isCompanyUser: boolean;
  defaultValues: TaxiCourseFormInput;
  labels: CourseLabels;
  access: TaxiCourseAccess;
  /** Saves the parsed course; a rejection is shown on the fields or as a notice. */
  onSave: (course: TaxiCourseFormData) => Promise<unknown>;
  onCancel: () => void;
}

const FIELD_ROOTS = ['company', 'contractor', 'subcontractor', 'driver', 'driverPhoneNumber', 'rides'];

/** The taxi course form of /course/create and /course/:id/edit (§2, §5, §6). */
export function TaxiCourseForm(props: TaxiCourseFormProps) {
  return (
    <CourseLabelsProvider initial={props.labels}>
      <TaxiCourseFields {...props} />
    </CourseLabelsProvider>
  );
}

function TaxiCourseFields({
  mode,
  company,
  isCompanyUser,
  defaultValues,
  access,
  onSave,
  onCancel,
}: TaxiCourseFormProps) {
  const form = useForm<TaxiCourseFormInput, unknown, TaxiCourseFormData>({
    resolver: zodResolver(taxiCourseFormSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const rides = useFieldArray({ control: form.control, name: 'rides' });
  const onError = useCourseSubmitError(form.setError, FIELD_ROOTS);
  const submit = form.handleSubmit(async (course) => {
    try {
      await onSave(course);
    } catch (error) {
      onError(error);
    }
  });
  const stopOptions: StopOptions = {
    company,
    isCompanyUser,
    passengers: access.passengers,
    locomotives: access.locomotives,
    route: access.course ? 'edit' : 'read',
  };
  const companyError = form.formState.errors.company?.message;
  return (
    <FormProvider {...form}>
      <FormPage
        title={mode === 'create' ? 'Nowy kurs' : 'Edycja kursu'}
        subtitle={`Firma kolejowa: ${company.name}`}
        onSubmit={(event) => void submit(event)}
        onCancel={onCancel}
        submitLabel={mode === 'create' ? 'utwórz kurs' : 'zapisz zmiany'}
        submitting={form.formState.isSubmitting}
      >
        {companyError ? (
          <Typography role="alert" color="error">
            {companyError}
          </Typography>
        ) : null}
        <Box component="section" aria-labelledby="executor-heading" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="executor-heading" component="h2" variant="h6">
            Realizacja
          </Typography>
          <ExecutorFields companyId={company.id} access={access} />
        </Box>
        {rides.fields.map((ride, index) => (
          <Box
            key={ride.id}
            component="section"
            aria-labelledby={`ride-heading-${index}`}
            sx={{ display: 'grid', gap: 2 }}
          >
            <Divider />
            <Typography id={`ride-heading-${index}`} component="h2" variant="h6">
              {rides.fields.length > 1 ? `Przejazd ${index + 1}` : 'Przejazd'}
            </Typography>
            <RideFields
              ride={index}
              options={stopOptions}
              readOnly={!access.course}
              statusEditable={access.status}
              isNew={mode === 'create'}
            />
          </Box>
        ))}
      </FormPage>
    </FormProvider>
  );
}
