import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildUser, type UserFixture } from '@mocks/users';
import { coursesHandler, type CourseFixture } from '@mocks/courses';
import { renderWithRouter } from '@/test/render';
import { CourseListPage } from './course-list-page';

// Shared by every feature's tests: src/test/screen-width.ts.
export { setScreenWidth } from '@/test/screen-width';

export function signInAs(roles: string[], overrides: Partial<UserFixture> = {}) {
  server.use(http.get('*/api/users/me', () => HttpResponse.json(buildUser({ roles, ...overrides }))));
}

/** Renders /course signed in with `roles`, the server holding `courses`. */
export function renderCourseList(courses: readonly CourseFixture[], roles: string[] = ['ROLE_ADMIN']) {
  signInAs(roles);
  server.use(coursesHandler(courses));
  return renderWithRouter(<CourseListPage />, { path: '/course' });
}
