import { hasAnyRole } from '@domain/auth/roles';
import { CourseListPage } from '@/features/courses/components/course-list-page';
import { CreateCourseButton } from '@/features/course-form/components/create-course-button';
import { useLoadedUser } from './use-loaded-user';

/** The list's create action comes from the course form feature; the route composes the two. */
function CreateTaxi({ variant }: { variant: 'toolbar' | 'fab' }) {
  const user = useLoadedUser();
  return (
    <CreateCourseButton
      variant={variant}
      skipCompanyChoice={hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY'])}
    />
  );
}

export function Component() {
  return <CourseListPage CreateTaxi={CreateTaxi} />;
}
