import { screen } from '@testing-library/react';
import { server } from '@mocks/server';
import { coursesHandler, type CourseFixture } from '@mocks/courses';
import { courseDetailHandlers, type PointFixture } from '@mocks/course-detail';
import type { UserFixture } from '@mocks/users';
import { renderWithRouter } from '@/test/render';
import { CourseListPage } from '../course-list-page';
import { signInAs } from '../course-list.test-utils';
import type { SettlementSlots } from '../settlement-slot';

interface Options {
  roles?: string[];
  /** More of the signed-in user, e.g. its company. */
  user?: Partial<UserFixture>;
  initialEntry?: string;
  points?: Record<number, PointFixture>;
  /** Stand-ins for the settlement feature's drawers, which the route composes in (courses-route.tsx). */
  slots?: Partial<SettlementSlots>;
}

/** /course with the server holding `courses` (list and detail endpoints), signed in with `roles`. */
export function renderCoursesWithDrawers(courses: readonly CourseFixture[], options: Options = {}) {
  signInAs(options.roles ?? ['ROLE_ADMIN'], options.user);
  server.use(coursesHandler(courses), ...courseDetailHandlers(courses, options.points));
  const slots = options.slots ?? {};
  const page = (
    <CourseListPage
      {...(slots.TaxiSettlement ? { TaxiSettlement: slots.TaxiSettlement } : {})}
      {...(slots.KilometerSummary ? { KilometerSummary: slots.KilometerSummary } : {})}
    />
  );
  return renderWithRouter(page, {
    path: '/course',
    initialEntry: options.initialEntry ?? '/course',
  });
}

/** The card of a course, found by its title. */
export const findCard = (title: string) => screen.findByRole('article', { name: title });
