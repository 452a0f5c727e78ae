import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@/api/user.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { canEditKilometerRelation, KILOMETER_RELATION_REFUSALS } from '@domain/courses/kilometer-relation';
import { kilometerCourseFormOptions, useKilometerCourseForm } from '../api/get-kilometer-course';
import { useCourseStaleSave } from '../stale/use-course-stale-save';
import { useUpdateKilometerCourse } from '../api/update-kilometer-course';
import { CenteredState } from './centered-state';
import { CourseLabelsProvider } from './course-labels-provider';
import { KilometerCourseForm } from './kilometer-course-form';

/** /kilometer-course/:id/edit, 'Edycja relacji': read fresh, saved with If-Match (§6 creator or driver). */
export function EditKilometerCoursePage({ user, id }: { user: User; id: number }) {
  return (
    <Suspense fallback={<CenteredState />}>
      <EditForm user={user} id={id} />
    </Suspense>
  );
}

function EditForm({ user, id }: { user: User; id: number }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const queryClient = useQueryClient();
  const { data: loaded } = useKilometerCourseForm(id);
  const update = useUpdateKilometerCourse();
  // A save refused as stale offers the newer relation and keeps what was typed (row 290).
  const { stale, labels, save } = useCourseStaleSave(loaded, () =>
    queryClient.fetchQuery(kilometerCourseFormOptions(id)),
  );
  const check = canEditKilometerRelation(user, loaded.access);
  if (!check.allowed) return <CenteredState message={KILOMETER_RELATION_REFUSALS[check.reason]} />;
  const company = loaded.company
    ? { id: loaded.company.id, iri: `/api/companies/${loaded.company.id}`, name: loaded.company.name }
    : null;
  return (
    <CourseLabelsProvider key={stale.revision} initial={labels}>
      <KilometerCourseForm
        mode="edit"
        company={company}
        travellerId={loaded.access.createdById ?? user.id}
        defaultValues={stale.values}
        onSave={async (course, draft) => {
          if (!(await save((etag) => update.mutateAsync({ id, etag, course }), draft))) return;
          notice.success();
          await navigate('/course');
        }}
        onCancel={() => void navigate('/course')}
      />
      {stale.dialog}
    </CourseLabelsProvider>
  );
}
