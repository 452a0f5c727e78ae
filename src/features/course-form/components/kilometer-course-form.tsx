import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLeaveGuard } from '@/ui/form/leave-guard';
import {
  kilometerCourseFormSchema,
  type KilometerCourseFormData,
  type KilometerCourseFormInput,
} from '@domain/courses/course-form.schema';
import { KILOMETER_RELATION_TEXTS } from '@domain/courses/kilometer-relation';
import type { CourseLabels } from '../utils/course-labels';
import { useCourseLabels } from '../hooks/use-course-labels';
import { useCourseSubmitError } from '../hooks/use-course-submit-error';
import { FormPage } from '@/ui/form/form-page';
import { PlaceAutocomplete } from './place-autocomplete';
import type { StopOptions } from './stops-form';
import { WaypointEditor } from './waypoint-editor';

const FIELD_ROOTS = ['fromStartingPlace', 'toStartingPlace', 'rides'];

const TEXTS = {
  create: {
    title: 'Nowa kilometrówka',
    subtitle: 'Przejazd własnym samochodem z raportem przejechanych kilometrów',
    submit: 'utwórz kilometrówkę',
  },
  edit: {
    title: KILOMETER_RELATION_TEXTS.title,
    subtitle: 'Zmień przystanki, ich daty i godziny',
    submit: KILOMETER_RELATION_TEXTS.save,
  },
} as const;

interface KilometerCourseFormProps {
  mode: 'create' | 'edit';
  /** The railway company whose places and locomotives the stops offer. */
  company: StopOptions['company'];
  defaultValues: KilometerCourseFormInput;
  /** Saves the valid form; a thrown API error lands on the fields it names or in the notice. */
  /** `draft` is the form as the user left it, with the names of what they picked: what a stale save keeps. */
  onSave: (
    course: KilometerCourseFormData,
    draft: { values: KilometerCourseFormInput; labels: CourseLabels },
  ) => Promise<void>;
  onCancel: () => void;
  /** The traveller (the course's creator): their recently used places come first in the place fields. */
  travellerId: number;
}

/**
 * The kilometer course form of /kilometer-course-create and of 'Edycja relacji'
 * (/kilometer-course/:id/edit). The starting places are asked only on creation: the server keeps no
 * starting place of a saved course to edit (docs/spec-decisions.md row 86).
 */
export function KilometerCourseForm({
  mode,
  company,
  defaultValues,
  onSave,
  onCancel,
  travellerId,
}: KilometerCourseFormProps) {
  const form = useForm<KilometerCourseFormInput, unknown, KilometerCourseFormData>({
    resolver: zodResolver(kilometerCourseFormSchema),
    defaultValues,
  });
  const onError = useCourseSubmitError(form.setError, FIELD_ROOTS);
  const guard = useLeaveGuard(form.formState.isDirty);
  const { labels } = useCourseLabels();
  const submit = form.handleSubmit(async (course) => {
    try {
      await guard.saving(() => onSave(course, { values: form.getValues(), labels }));
    } catch (error) {
      onError(error);
    }
  });
  const options: StopOptions = {
    company,
    isCompanyUser: true,
    passengers: 'hidden',
    locomotives: 'edit',
    route: 'edit',
    recentPlacesOf: travellerId,
  };
  const { errors } = form.formState;
  const texts = TEXTS[mode];
  return (
    <FormProvider {...form}>
      {guard.dialog}
      <FormPage
        title={texts.title}
        headingLevel="h1"
        subtitle={texts.subtitle}
        onSubmit={(event) => void submit(event)}
        onCancel={onCancel}
        cancelLabel="anuluj"
        submitLabel={texts.submit}
        saving={form.formState.isSubmitting}
        maxWidth={960}
        align="center"
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          {mode === 'create' ? (
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
                      recentPlacesOf={travellerId}
                      error={errors[name]?.message}
                    />
                  )}
                />
              ))}
            </Box>
          ) : null}
          <Box component="section" aria-labelledby="kilometer-stops" sx={{ display: 'grid', gap: 2 }}>
            <Typography id="kilometer-stops" component="h2" variant="h6">
              Przystanki
            </Typography>
            <WaypointEditor ride={0} options={options} />
          </Box>
        </Box>
      </FormPage>
    </FormProvider>
  );
}
