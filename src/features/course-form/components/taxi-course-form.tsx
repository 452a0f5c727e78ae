import { type ReactNode, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { hasPastStop } from '@domain/courses/course-form.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useLeaveGuard } from '@/ui/form/leave-guard';
import {
  taxiCourseFormSchema,
  type TaxiCourseFormData,
  type TaxiCourseFormInput,
  type TaxiRideFormInput,
} from '@domain/courses/course-form.schema';
import type { CourseLabels } from '../utils/course-labels';
import { useCourseLabels } from '../hooks/use-course-labels';
import { useCourseSubmitError } from '../hooks/use-course-submit-error';
import { CourseLabelsProvider } from './course-labels-provider';
import { ExecutorFields, type ExecutorAccess } from './executor-fields';
import { FormPage } from '@/ui/form/form-page';
import { PastStopDialog } from './past-stop-dialog';
import { RecentCourses } from './recent-courses';
import { RideFields } from './ride-fields';
import type { StopOptions } from './stops-form';

export interface TaxiCourseAccess extends ExecutorAccess {
  /** Ride numbers (§6: read-only when the course is). */
  course: boolean;
  /**
   * Starting bases of each saved ride (§6: manager or superior contractor, not in the driver relation);
   * a ride without an entry (a new one) follows `course`.
   */
  startingBases?: readonly boolean[];
  /** Ride statuses by hand (§6: manager or superior contractor). */
  status: boolean;
  passengers: 'edit' | 'read';
  locomotives: 'edit' | 'read';
}

export interface TaxiCourseDraft {
  values: TaxiCourseFormInput;
  labels: CourseLabels;
}

interface TaxiCourseFormProps {
  mode: 'create' | 'edit';
  company: { id: number; iri: string; name: string };
  isCompanyUser: boolean;
  defaultValues: TaxiCourseFormInput;
  labels: CourseLabels;
  access: TaxiCourseAccess;
  /** Saves the parsed course; a rejection is shown on the fields or as a notice. */
  /** `draft` is the form as the user left it (before parsing) with the names of what they picked: what a stale save keeps. */
  onSave: (course: TaxiCourseFormData, draft: TaxiCourseDraft) => Promise<unknown>;
  onCancel: () => void;
  /** Offers 'Ostatnio używane' (the user's latest courses of this company) on a new course. */
  recentFor?: { userId: number };
  /** Shown after the rides: 'Powtarzaj' on a new course (lazy, from the create page). */
  extra?: ReactNode;
  /**
   * The page's `onSave` waits for the answer to its own question (the series question): nothing is
   * sent yet, so the save button does not spin behind the dialog.
   */
  asking?: boolean;
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
  recentFor,
  extra,
  asking = false,
}: TaxiCourseFormProps) {
  const form = useForm<TaxiCourseFormInput, unknown, TaxiCourseFormData>({
    resolver: zodResolver(taxiCourseFormSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const rides = useFieldArray({ control: form.control, name: 'rides' });
  const [pastSave, setPastSave] = useState<TaxiCourseFormData | null>(null);
  // Spins while a save is under way, also one sent after the past-stop question (outside the submit).
  const [sending, setSending] = useState(false);
  const onError = useCourseSubmitError(form.setError, FIELD_ROOTS);
  const guard = useLeaveGuard(form.formState.isDirty);
  const { addLabels, labels } = useCourseLabels();
  const copyRecent = (copied: TaxiRideFormInput[], labels: CourseLabels) => {
    addLabels(labels);
    // The number proposed for the first ride stays valid while its first stop keeps its day.
    const current = form.getValues('rides.0');
    const sameDay = current?.waypoints[0]?.date === copied[0]?.waypoints[0]?.date;
    rides.replace(
      copied.map((ride, index) =>
        index === 0 && sameDay ? { ...ride, number: current?.number ?? '' } : ride,
      ),
    );
  };
  const submit = form.handleSubmit(async (course) => {
    // A new course's status is sent only when chosen by hand: untouched, the server asks the chosen
    // contractor to accept (docs/spec-decisions.md row 37).
    const dirty = form.formState.dirtyFields.rides;
    const sent =
      mode === 'create'
        ? {
            ...course,
            rides: course.rides.map((ride, i) => (dirty?.[i]?.status ? ride : { ...ride, status: null })),
          }
        : course;
    // A new course with a stop in the past is most often a typo: asked first (row 138).
    if (mode === 'create' && hasPastStop(sent, new Date())) setPastSave(sent);
    else await save(sent);
  });
  const save = async (sent: TaxiCourseFormData) => {
    setSending(true);
    try {
      await guard.saving(() => onSave(sent, { values: form.getValues(), labels }));
    } catch (error) {
      onError(error);
    } finally {
      setSending(false);
    }
  };
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
      {guard.dialog}
      <FormPage
        title={mode === 'create' ? 'Nowy kurs' : 'Edycja kursu'}
        subtitle={`Firma kolejowa: ${company.name}`}
        onSubmit={(event) => void submit(event)}
        onCancel={onCancel}
        cancelLabel="anuluj"
        submitLabel={mode === 'create' ? 'utwórz kurs' : 'zapisz zmiany'}
        saving={sending && !asking}
        maxWidth={960}
        align="center"
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          {mode === 'create' && recentFor ? (
            <RecentCourses userId={recentFor.userId} companyId={company.id} onUse={copyRecent} />
          ) : null}
          {companyError ? (
            <Typography role="alert" color="error">
              {companyError}
            </Typography>
          ) : null}
          <Box component="section" aria-labelledby="executor-heading" sx={{ display: 'grid', gap: 2 }}>
            <Typography id="executor-heading" component="h2" variant="h6">
              Realizacja
            </Typography>
            <ExecutorFields companyId={company.id} access={access} preselectSole={mode === 'create'} />
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
                basesEditable={access.startingBases?.[index] ?? access.course}
                statusEditable={access.status}
                isNew={mode === 'create'}
              />
            </Box>
          ))}
          {extra}
        </Box>
      </FormPage>
      {pastSave ? (
        <PastStopDialog
          onClose={() => setPastSave(null)}
          onConfirm={() => {
            setPastSave(null);
            void save(pastSave);
          }}
        />
      ) : null}
    </FormProvider>
  );
}
