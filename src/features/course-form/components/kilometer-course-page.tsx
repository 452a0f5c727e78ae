import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type User, asRuleUser } from '@/api/user.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { emptyWaypoint } from '@domain/courses/course-defaults';
import type { KilometerCourseFormInput } from '@domain/courses/course-form.schema';
import { canCreateKilometerCourse } from '@domain/courses/course-permissions';
import { emptyLabels } from '../utils/course-labels';
import { useCreateKilometerCourse } from '../api/create-kilometer-course';
import { CenteredState } from './centered-state';
import { CourseLabelsProvider } from './course-labels-provider';
import { KilometerCourseForm } from './kilometer-course-form';

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
  const permission = asRuleUser(user);
  if (!canCreateKilometerCourse(permission))
    return <CenteredState message="Brak uprawnień do tworzenia kilometrówki" />;
  return (
    <CourseLabelsProvider initial={emptyLabels()}>
      <CreateForm user={user} />
    </CourseLabelsProvider>
  );
}

function CreateForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const create = useCreateKilometerCourse();
  const [draft] = useState(newKilometerCourseDraft);
  const company = user.company
    ? { id: user.company.id, iri: `/api/companies/${user.company.id}`, name: user.company.name }
    : null;
  return (
    <KilometerCourseForm
      mode="create"
      company={company}
      travellerId={user.id}
      defaultValues={draft}
      onSave={async (course) => {
        await create.mutateAsync(course);
        notice.success();
        await navigate('/course');
      }}
      onCancel={() => void navigate('/course')}
    />
  );
}
