import { useParams } from 'react-router';
import { EditKilometerCoursePage } from '@/features/course-form/components/edit-kilometer-course-page';
import { BareUserPage } from './bare-user-page';
import { Component as NotFound } from './not-found-route';

/**
 * 'Edycja relacji' of a kilometer course, reached from the drawer's Relacja tab; a bare page like
 * /kilometer-course-create, whose form it reuses.
 */
export function Component() {
  const id = Number(useParams()['id']);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFound />;
  // The key gives each course its own form state.
  return <BareUserPage>{(user) => <EditKilometerCoursePage key={id} user={user} id={id} />}</BareUserPage>;
}
