import { Suspense } from 'react';
import Button from '@mui/material/Button';
import { QueryErrorResetBoundary, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toApiError } from '@/api/api-error';
import { type User, asRuleUser } from '@/api/user.schema';
import { ErrorBoundary } from '@/ui/errors/error-boundary';
import { useNotice } from '@/ui/notice/notice-context';
import { isCompanyUser } from '@domain/auth/roles';
import { COURSE_IRI_RESOURCES as R, iriId } from '@domain/courses/course-form.fields';
import { courseFieldRights } from '@domain/courses/course-field-rights';
import { canEditStartingBase } from '@domain/rides/starting-base';
import type { PermissionCourse } from '@domain/courses/course-permissions';
import { taxiCourseFormOptions, useTaxiCourseForm, type LoadedTaxiCourse } from '../api/get-taxi-course';
import { useCourseStaleSave } from '../stale/use-course-stale-save';
import { useUpdateTaxiCourse } from '../api/update-taxi-course';
import { useUpdateTaxiCourseFollowing } from '../api/update-following';
import { useSeriesEditQuestion } from '../series/use-series-edit-question';
import { seriesEditNotice } from '@domain/course-series/series-edit';
import { CenteredRetry, CenteredState } from './centered-state';
import { TaxiCourseForm, type TaxiCourseAccess } from './taxi-course-form';

const idOf = (iri: string | null | undefined) => (iri ? iriId(iri, R.company) : null);

/** §6 per field, with the user's superior-contractor links from /api/users/me, as the server decides. */
function accessOf(user: User, loaded: LoadedTaxiCourse): TaxiCourseAccess {
  const { values } = loaded;
  const course: PermissionCourse = {
    companyId: idOf(values.company) ?? 0,
    contractorId: idOf(values.contractor),
    subcontractorId: idOf(values.subcontractor),
    driverId: loaded.driverUserId,
    rides: values.rides.map((ride) => ({ status: ride.status ?? '' })),
  };
  const who = asRuleUser(user);
  // The same rights the server checks field by field on the PUT.
  const rights = courseFieldRights(who, course, user.superiorOf);
  return {
    course: rights.course,
    status: rights.status,
    transportCompany: rights.transportCompany,
    driver: rights.driver,
    passengers: rights.passengers ? 'edit' : 'read',
    locomotives: rights.locomotives ? 'edit' : 'read',
    startingBases: course.rides.map(
      (ride) => canEditStartingBase(who, course, ride, user.superiorOf).allowed,
    ),
  };
}

/** /course/:id/edit: the course is read fresh and saved with If-Match. */
export function EditTaxiCoursePage({ user, id }: { user: User; id: number }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset: resetQueries }) => (
        <ErrorBoundary
          fallback={(error, reset) => <LoadError error={error} retry={() => (resetQueries(), reset())} />}
        >
          <Suspense fallback={<CenteredState />}>
            <EditForm user={user} id={id} />
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

export const COURSE_NOT_FOUND = 'Nie znaleziono kursu';

/** A course that does not exist (or is a kilometer course) says so and leads back to the list. */
function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const navigate = useNavigate();
  if (toApiError(error).status === 404)
    return (
      <CenteredState
        message={COURSE_NOT_FOUND}
        action={
          <Button variant="contained" onClick={() => void navigate('/course')}>
            Wróć do listy kursów
          </Button>
        }
      />
    );
  return <CenteredRetry error={error} retry={retry} />;
}

function EditForm({ user, id }: { user: User; id: number }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const queryClient = useQueryClient();
  const { data: loaded } = useTaxiCourseForm(id);
  const update = useUpdateTaxiCourse();
  const following = useUpdateTaxiCourseFollowing();
  // A course of a series asks whether the later ones change too (row 860).
  const question = useSeriesEditQuestion();
  // A newer version meanwhile: the dialog offers it, keeping what the user typed (row 290).
  const { stale, labels, save } = useCourseStaleSave(loaded, () =>
    queryClient.fetchQuery(taxiCourseFormOptions(id)),
  );
  const access = accessOf(user, loaded);
  const companyId = idOf(loaded.values.company) ?? 0;
  if (!access.course && access.passengers === 'read' && access.locomotives === 'read')
    return <CenteredState message="Brak uprawnień do edycji tego kursu" />;
  return (
    <>
      <TaxiCourseForm
        key={stale.revision}
        mode="edit"
        company={{ id: companyId, iri: `/api/companies/${companyId}`, name: loaded.companyName }}
        isCompanyUser={isCompanyUser(user)}
        defaultValues={stale.values}
        labels={labels}
        access={access}
        asking={question.asking}
        onSave={async (course, draft) => {
          const scope = loaded.series === null ? 'only' : await question.ask();
          if (scope === null) return;
          let message: string | undefined;
          const send = async (etag: string | null) => {
            if (scope === 'only') return update.mutateAsync({ id, etag, course });
            const result = await following.mutateAsync({ id, etag, course });
            message = seriesEditNotice(result.changed.length, result.left);
          };
          if (!(await save(send, draft))) return;
          notice.success(message);
          await navigate('/course');
        }}
        onCancel={() => void navigate('/course')}
      />
      {stale.dialog}
      {question.dialog}
    </>
  );
}
