import { vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildUser, type UserFixture } from '@mocks/users';
import { coursesHandler, type CourseFixture } from '@mocks/courses';
import { renderWithRouter } from '@/test/render';
import { CourseListPage } from './course-list-page';

/** jsdom has no matchMedia: answer width queries as a screen `width` px wide would. */
export function setScreenWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    const matches =
      (max !== undefined || min !== undefined) &&
      (max === undefined || width <= Number(max)) &&
      (min === undefined || width >= Number(min));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

export function signInAs(roles: string[], overrides: Partial<UserFixture> = {}) {
  server.use(http.get('*/api/users/me', () => HttpResponse.json(buildUser({ roles, ...overrides }))));
}

/** Renders /course signed in with `roles`, the server holding `courses`. */
export function renderCourseList(courses: readonly CourseFixture[], roles: string[] = ['ROLE_ADMIN']) {
  signInAs(roles);
  server.use(coursesHandler(courses));
  return renderWithRouter(<CourseListPage />, { path: '/course' });
}
