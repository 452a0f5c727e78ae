import { lazy } from 'react';
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

/** 'Edycja relacji' of the ride drawer is the course form's stop editor: loaded when first opened. */
const RideRelationDialog = lazy(() =>
  import('@/features/course-form/components/ride-relation-dialog').then((module) => ({
    default: module.RideRelationDialog,
  })),
);

export function Component() {
  return <CourseListPage CreateTaxi={CreateTaxi} RelationEditor={RideRelationDialog} />;
}
