import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { buildUser } from '@mocks/users';
import { buildCourse, buildRide } from '@mocks/courses';
import { courseDetailBody } from '@mocks/course-detail';
import { courseFormHandlers } from '@mocks/course-form';
import { hydraError } from '@mocks/handlers';
import { server } from '@mocks/server';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { EditTaxiCoursePage } from './edit-taxi-course-page';

const NUMBER = /^Numer przejazdu/;
const admin = userSchema.parse(buildUser({ id: 1, username: 'admin', roles: ['ROLE_ADMIN'] }));

/** Course 801 at `version` (its ETag W/"version"), its ride numbered `number`, the driver's phone `phone`. */
const course = (version: number, number: string, phone: string | null) =>
  buildCourse({
    id: 801,
    version,
    driverPhoneNumber: phone,
    rides: [
      buildRide({
        '@id': '/api/taxi_course_rides/991',
        id: 991,
        number,
        fromStartingBase: { '@id': '/api/starting_bases/1', name: 'Baza Warszawa' },
      }),
    ],
  });

/**
 * The edit page of course 801, read at version 1; someone else saves `newer` (version 2) before the
 * user's first save, which is refused with 412; every later save succeeds. Records what was sent.
 */
function renderPage(newer: ReturnType<typeof course>) {
  let current = course(1, 'PI/0001', null);
  const sent: {
    body: { driverPhoneNumber: string | null; rides: { number: string }[] };
    ifMatch: string | null;
  }[] = [];
  server.use(
    ...courseFormHandlers,
    http.get('*/api/taxi_courses/801', () =>
      HttpResponse.json(courseDetailBody(current), { headers: { ETag: `W/"${current.version}"` } }),
    ),
    http.put('*/api/taxi_courses/801', async ({ request }) => {
      sent.push({
        body: (await request.json()) as (typeof sent)[number]['body'],
        ifMatch: request.headers.get('If-Match'),
      });
      if (sent.length === 1) {
        current = newer;
        return hydraError(412, STALE_WRITE_MESSAGE);
      }
      return HttpResponse.json(courseDetailBody(current));
    }),
  );
  const view = renderWithRouter(<EditTaxiCoursePage user={admin} id={801} />, {
    path: '/course/:id/edit',
    initialEntry: '/course/801/edit',
    routes: [{ path: '/course', element: <p>Lista kursów</p> }],
  });
  return { ...view, sent };
}

async function typeNumber(user: ReturnType<typeof renderPage>['user'], number: string) {
  const field = await screen.findByLabelText(NUMBER, {}, { timeout: 15_000 });
  await user.clear(field);
  await user.type(field, number);
  await user.click(screen.getByRole('button', { name: 'zapisz zmiany' }));
}

describe('EditTaxiCoursePage: a save refused as stale', () => {
  it('keeps what the user typed on top of the newer version and saves it against that version', async () => {
    const { user, sent, router } = renderPage(course(2, 'PI/0001', '600700800'));
    await typeNumber(user, 'MOJ/1');
    const dialog = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    expect(within(dialog).getByRole('list', { name: STALE_SAVE_TEXTS.taken })).toHaveTextContent(
      'Telefon kierowcy',
    );
    expect(within(dialog).queryByRole('list', { name: STALE_SAVE_TEXTS.conflicts })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The user's number survived; the other person's phone came in.
    expect(screen.getByLabelText(NUMBER)).toHaveValue('MOJ/1');
    expect(screen.getByLabelText('Telefon kierowcy')).toHaveValue('600700800');
    expect(router.state.location.pathname).toBe('/course/801/edit');
    await user.click(screen.getByRole('button', { name: 'zapisz zmiany' }));
    expect(await screen.findByText('Lista kursów')).toBeInTheDocument();
    expect(sent.map((call) => call.ifMatch)).toEqual(['W/"1"', 'W/"2"']);
    expect(sent[1]?.body.rides[0]?.number).toBe('MOJ/1');
    expect(sent[1]?.body.driverPhoneNumber).toBe('600700800');
  }, 30_000);

  it('shows a field both changed with both values, and can take the newer version instead', async () => {
    const { user, sent } = renderPage(course(2, 'ICH/1', null));
    await typeNumber(user, 'MOJ/1');
    const dialog = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    const conflicts = within(dialog).getByRole('list', { name: STALE_SAVE_TEXTS.conflicts });
    expect(conflicts).toHaveTextContent('Przejazd 1: Numer przejazdu');
    expect(conflicts).toHaveTextContent(`${STALE_SAVE_TEXTS.mine}: MOJ/1`);
    expect(conflicts).toHaveTextContent(`${STALE_SAVE_TEXTS.theirs}: ICH/1`);
    await user.click(within(dialog).getByRole('button', { name: STALE_SAVE_TEXTS.loadNewer }));
    expect(screen.getByLabelText(NUMBER)).toHaveValue('ICH/1');
    expect(sent).toHaveLength(1);
  }, 30_000);
});
