import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/server';
import { buildCourse, coursesHandler } from '@mocks/courses';
import { renderWithRouter } from '@/test/render';
import { defaultStartAfter } from '../utils/course-filters';
import { CourseListPage } from './course-list-page';
import { renderCourseList, signInAs } from './course-list.test-utils';

const courses = [buildCourse({ status: 'in_progress' })];

function recordQueries() {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('abstract_courses')) queries.push(new URL(request.url).searchParams);
  });
  return queries;
}

const stored = (overrides: object) =>
  JSON.stringify({
    discriminator: 'all',
    dateStartAfter: null,
    relativeStart: false,
    dateStartBefore: null,
    includeCancelledCourses: false,
    rideStatus: [],
    references: {},
    ...overrides,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

describe('Saved course filters', () => {
  it('keeps the default Od relative when another filter is saved', async () => {
    const view = renderCourseList(courses, ['ROLE_USER']);
    await screen.findAllByRole('article');
    await view.user.click(screen.getByRole('button', { name: 'Filtry' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    await view.user.click(within(drawer).getByRole('checkbox', { name: 'Pokaż anulowane' }));
    await view.user.click(within(drawer).getByRole('button', { name: 'Zapisz filtry' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('filters:1:/course') ?? '{}')).toMatchObject({
        relativeStart: true,
        dateStartAfter: null,
        includeCancelledCourses: true,
      }),
    );
  });

  it('starts a relative Od three days before today, whenever the filters were saved', async () => {
    const queries = recordQueries();
    localStorage.setItem('filters:1:/course', stored({ relativeStart: true, dateStartAfter: '2020-01-01' }));
    renderCourseList(courses, ['ROLE_USER']);
    await screen.findAllByRole('article');
    expect(queries.at(-1)?.get('dateStartAfter')).toBe(defaultStartAfter());
  });

  it('refuses an Od after Do with a message', async () => {
    localStorage.setItem(
      'filters:1:/course',
      stored({ dateStartAfter: '2026-11-20', dateStartBefore: '2026-11-20' }),
    );
    const view = renderCourseList(courses, ['ROLE_USER']);
    await screen.findAllByRole('article');
    await view.user.click(screen.getByRole('button', { name: 'Filtry' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    const to = within(drawer).getByRole('group', { name: 'Data do' });
    // The day section (DD.MM.YYYY) takes the typed digits: 10.11.2026, before Od.
    const [day] = within(to).getAllByRole('spinbutton');
    if (!day) throw new Error('no day part');
    await view.user.click(day);
    await view.user.keyboard('10');
    await view.user.click(within(drawer).getByRole('button', { name: 'Zapisz filtry' }));
    expect(within(drawer).getByText('Data od nie może być późniejsza niż data do')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Filtry' })).toBeInTheDocument();
    expect(localStorage.getItem('filters:1:/course')).toContain('"dateStartBefore":"2026-11-20"');
  });

  it('keeps filters per user: a previewed user does not inherit the previewer’s filters', async () => {
    const queries = recordQueries();
    const admin = renderCourseList(courses, ['ROLE_ADMIN']);
    await screen.findAllByRole('article');
    await admin.user.click(screen.getByRole('button', { name: 'Filtry' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    await admin.user.click(within(drawer).getByRole('checkbox', { name: 'Pokaż anulowane' }));
    await admin.user.click(within(drawer).getByRole('button', { name: 'Zapisz filtry' }));
    await waitFor(() => expect(queries.at(-1)?.get('includeCancelledCourses')).toBe('true'));
    admin.unmount();

    signInAs(['ROLE_COMPANY'], { id: 5, username: 'firma' });
    server.use(coursesHandler(courses));
    renderWithRouter(<CourseListPage />, { path: '/course' });
    await screen.findAllByRole('article');
    expect(queries.at(-1)?.get('includeCancelledCourses')).toBeNull();
  });
});
