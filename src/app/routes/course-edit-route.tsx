import { useParams } from 'react-router';
import { canOpenTaxiCourseForm } from '@domain/courses/course-permissions';
import { EditTaxiCoursePage } from '@/features/course-form/components/edit-taxi-course-page';
import { Component as NotFound } from './not-found-route';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';

/** The taxi course form; drivers and passengers never open it (§6), as the server's PUT refuses them. */
export function Component() {
  const user = useLoadedUser();
  const id = Number(useParams()['id']);
  if (!canOpenTaxiCourseForm(user)) return <NoAccess />;
  if (!Number.isSafeInteger(id) || id < 1) return <NotFound />;
  // The key gives each course its own form state.
  return <EditTaxiCoursePage key={id} user={user} id={id} />;
}
