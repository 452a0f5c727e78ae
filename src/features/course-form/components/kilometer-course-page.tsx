import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { User } from '@/api/user.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { emptyWaypoint } from '@domain/courses/course-defaults';
import {
  kilometerCourseFormSchema,
  type KilometerCourseFormData,
  type KilometerCourseFormInput,
} from '@domain/courses/course-form.schema';
import { canCreateKilometerCourse } from '@domain/courses/course-permissions';
import { emptyLabels } from '../api/course-labels';
import { useCreateKilometerCourse } from '../api/create-kilometer-course';
import { useCourseSubmitError } from '../hooks/use-course-submit-error';
import { CenteredState } from './centered-state';
import { CourseLabelsProvider } from './course-labels-provider';
import { FormPage } from './form-page';
import { PlaceAutocomplete } from './place-autocomplete';
import type { StopOptions } from './stops-form';
import { WaypointEditor } from './waypoint-editor';

const FIELD_ROOTS = ['fromStartingPlace', 'toStartingPlace', 'rides'];

/**
 * A new kilometer course starts undated: a kilometer stop with a date needs a time too, and only the
 * passenger knows which stops they can plan (§5: date and time on at least one stop).
 */
export function newKilometerCourseDraft(): KilometerCourseFormInput {
  return {
    fromStartingPlace: null,
    toStartingPlace: null,
    rides: [{ number: null, waypoints: [emptyWaypoint(null), emptyWaypoint(null)] }],
  };
}

/** /kilometer-course-create: a passenger with ROLE_KILOMETER_COURSE orders a trip by their own car. */
export function KilometerCoursePage({ user }: { user: User }) {
  const permission = { id: user.id, roles: user.roles, companyId: user.company?.id ?? null };
  if (!canCreateKilometerCourse(permission))
    return <CenteredState message="Brak uprawnień do tworzenia kilometrówki" />;
  return (
    <CourseLabelsProvider initial={emptyLabels()}>
      <KilometerCourseForm user={user} />
    </CourseLabelsProvider>
  );
}

function KilometerCourseForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const create = useCreateKilometerCourse();
  const [draft] = useState(newKilometerCourseDraft);
  const form = useForm<KilometerCourseFormInput, unknown, KilometerCourseFormData>({
    resolver: zodResolver(kilometerCourseFormSchema),
    defaultValues: draft,
  });
  const onError = useCourseSubmitError(form.setError, FIELD_ROOTS);
  const submit = form.handleSubmit(async (course) => {
    try {
      await create.mutateAsync(course);
      notice.success();
      await navigate('/course');
    } catch (error) {
      onError(error);
    }
  });
  const company = user.company
    ? { id: user.company.id, iri: `/api/companies/${user.company.id}`, name: user.company.name }
    : null;
  const options: StopOptions = {
    company,
    isCompanyUser: true,
    passengers: 'hidden',
    locomotives: 'edit',
    route: 'edit',
  };
  const { errors } = form.formState;
  return (
    <FormProvider {...form}>
      <FormPage
        title="Nowa kilometrówka"
        headingLevel="h1"
        subtitle="Przejazd własnym samochodem z raportem przejechanych kilometrów"
        onSubmit={(event) => void submit(event)}
        onCancel={() => void navigate('/course')}
        submitLabel="utwórz kilometrówkę"
        submitting={form.formState.isSubmitting}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(['fromStartingPlace', 'toStartingPlace'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <PlaceAutocomplete
                  label={name === 'fromStartingPlace' ? 'Miejsce wyjazdu' : 'Miejsce powrotu'}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  company={null}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </Box>
        <Box component="section" aria-labelledby="kilometer-stops" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="kilometer-stops" component="h2" variant="h6">
            Przystanki
          </Typography>
          <WaypointEditor ride={0} options={options} />
        </Box>
      </FormPage>
    </FormProvider>
  );
}
