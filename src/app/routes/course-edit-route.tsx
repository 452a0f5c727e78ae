import { useParams } from 'react-router';
import { EditTaxiCoursePage } from '@/features/course-form/components/edit-taxi-course-page';
import { Component as NotFound } from './not-found-route';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  const id = Number(useParams()['id']);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFound />;
  // The key gives each course its own form state.
  return <EditTaxiCoursePage key={id} user={user} id={id} />;
}
