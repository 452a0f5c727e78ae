import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { KILOMETER_RELATION_REFUSALS } from '@domain/courses/kilometer-relation';
import { buildUser } from '@mocks/users';
import { buildCourse, buildRide, buildSegment } from '@mocks/courses';
import { courseDetailHandlers } from '@mocks/course-detail';
import { courseFormHandlers } from '@mocks/course-form';
import { hydraError } from '@mocks/handlers';
import { server } from '@mocks/server';
import { userSchema, type User } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { LEAVE_GUARD_TEXT } from '@/ui/form/leave-guard';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { EditKilometerCoursePage } from './edit-kilometer-course-page';

const STALE = 'Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.';
const passenger = userSchema.parse(
  buildUser({ id: 9, username: 'pasazer', roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'] }),
);

const course = (status = 'created') =>
  buildCourse({
    id: 801,
    '@type': 'KilometerCourse',
    contractor: null,
    createdBy: { id: 9, name: 'Jan Kowalski' },
    driver: { '@id': '/api/users/9', name: 'Jan Kowalski', phone: null },
    rides: [
      buildRide({
        '@id': '/api/kilometer_course_rides/991',
        id: 991,
        number: 'PI/0001/11/2026',
        status,
        segments: [buildSegment({ locomotives: [] })],
      }),
    ],
  });

/** The page at /kilometer-course/801/edit; `put` answers the save and records what was sent. */
function renderPage(
  user: User = passenger,
  status = 'created',
  put = () => HttpResponse.json(course(status)),
) {
  const sent: { body: unknown; ifMatch: string | null }[] = [];
  server.use(
    ...courseFormHandlers,
    ...courseDetailHandlers([course(status)]),
    http.put('*/api/kilometer_courses/801', async ({ request }) => {
      sent.push({ body: await request.json(), ifMatch: request.headers.get('If-Match') });
      return put();
    }),
  );
  const view = renderWithRouter(<EditKilometerCoursePage user={user} id={801} />, {
    path: '/kilometer-course/:id/edit',
    initialEntry: '/kilometer-course/801/edit',
    routes: [{ path: '/course', element: <p>Lista kursów</p> }],
  });
  return { ...view, sent };
}

const stop = (letter: string) => screen.getByRole('listitem', { name: `Przystanek ${letter}` });

async function setTime(user: ReturnType<typeof renderPage>['user'], letter: string, digits: string) {
  const [hours] = within(within(stop(letter)).getByRole('group', { name: 'Godzina' })).getAllByRole(
    'spinbutton',
  );
  if (!hours) throw new Error('no hour part');
  await user.click(hours);
  await user.keyboard(digits);
}

describe('EditKilometerCoursePage (Edycja relacji)', () => {
  it('opens the course’s stops in Polish time and saves a changed hour with If-Match', async () => {
    const { user, sent, router } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Edycja relacji', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(within(stop('A')).getByLabelText('Miejsce')).toHaveValue('Warszawa Centralna');
    expect(within(stop('B')).getByRole('group', { name: 'Godzina' })).toHaveTextContent('06:55');
    expect(within(stop('A')).getByRole('group', { name: 'Data' })).toHaveTextContent('12.11.2026');
    // The starting places are not kept by the server, so the edit does not offer them.
    expect(screen.queryByLabelText('Miejsce wyjazdu')).not.toBeInTheDocument();

    await setTime(user, 'B', '0715');
    await user.click(screen.getByRole('button', { name: 'zapisz zmiany' }));
    expect(await screen.findByText('Lista kursów')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course');
    expect(await screen.findByText('Dane zapisano prawidłowo')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.ifMatch).toBe('"course-801"');
    expect(sent[0]?.body).toMatchObject({
      rides: [
        {
          id: '/api/kilometer_course_rides/991',
          number: null,
          waypoints: [
            { id: expect.stringMatching(/^\/api\/waypoints\/\d+$/), date: '2026-11-12', time: '06:30' },
            { id: expect.stringMatching(/^\/api\/waypoints\/\d+$/), date: '2026-11-12', time: '07:15' },
          ],
        },
      ],
    });
  });

  it('asks before leaving a changed hour unsaved (row 643)', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('heading', { name: 'Edycja relacji', level: 1 }, { timeout: 15_000 });
    await setTime(user, 'B', '0715');
    await act(() => router.navigate('/course'));
    expect(await screen.findByRole('dialog', { name: LEAVE_GUARD_TEXT.title })).toBeInTheDocument();
    expect(screen.queryByText('Lista kursów')).not.toBeInTheDocument();
  });

  it('shows the stale-version message and stays on the form when someone saved meanwhile', async () => {
    const { user, router } = renderPage(passenger, 'created', () => hydraError(412, STALE));
    await screen.findByRole('heading', { name: 'Edycja relacji', level: 1 });
    await setTime(user, 'B', '0720');
    await user.click(screen.getByRole('button', { name: 'zapisz zmiany' }));
    // The newer version is offered in the stale-save dialog; the typed hour stays (rows 290-291).
    expect(await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(within(stop('B')).getByRole('group', { name: 'Godzina' })).toHaveTextContent('07:20');
    expect(router.state.location.pathname).toBe('/kilometer-course/801/edit');
  });

  it('refuses somebody else and a course already accepted for settlement', async () => {
    const stranger = userSchema.parse(buildUser({ id: 3, roles: ['ROLE_COMPANY'] }));
    const first = renderPage(stranger);
    expect(await screen.findByRole('alert')).toHaveTextContent(KILOMETER_RELATION_REFUSALS.forbidden);
    expect(screen.queryByRole('button', { name: 'zapisz zmiany' })).not.toBeInTheDocument();
    first.unmount();
    renderPage(passenger, 'to_be_settled');
    expect(await screen.findByRole('alert')).toHaveTextContent(KILOMETER_RELATION_REFUSALS.status);
  });
});
