import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@/api/user.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { canEditKilometerRelation, KILOMETER_RELATION_REFUSALS } from '@domain/courses/kilometer-relation';
import { useKilometerCourseForm } from '../api/get-kilometer-course';
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
  const { data: loaded } = useKilometerCourseForm(id);
  const update = useUpdateKilometerCourse();
  const check = canEditKilometerRelation(user, loaded.access);
  if (!check.allowed) return <CenteredState message={KILOMETER_RELATION_REFUSALS[check.reason]} />;
  const company = loaded.company
    ? { id: loaded.company.id, iri: `/api/companies/${loaded.company.id}`, name: loaded.company.name }
    : null;
  return (
    <CourseLabelsProvider initial={loaded.labels}>
      <KilometerCourseForm
        mode="edit"
        company={company}
        travellerId={loaded.access.createdById ?? user.id}
        defaultValues={loaded.values}
        onSave={async (course) => {
          await update.mutateAsync({ id, etag: loaded.etag, course });
          notice.success();
          await navigate('/course');
        }}
        onCancel={() => void navigate('/course')}
      />
    </CourseLabelsProvider>
  );
}
