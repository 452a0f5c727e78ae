import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildUser } from '@mocks/users';
import { buildCourse, buildRide } from '@mocks/courses';
import { courseDetailBody } from '@mocks/course-detail';
import { courseFormHandlers } from '@mocks/course-form';
import { seriesEditHandler } from '@mocks/course-series';
import { server } from '@mocks/server';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { SERIES_EDIT_TEXTS } from '../series/series-edit-dialog';
import { EditTaxiCoursePage } from './edit-taxi-course-page';

const admin = userSchema.parse(buildUser({ id: 1, username: 'admin', roles: ['ROLE_ADMIN'] }));

/** The edit page of course 811 (of series 7, or of none); records the single PUTs and the series' ones. */
function renderPage(series: number | null) {
  const course = buildCourse({
    id: 811,
    version: 3,
    series,
    rides: [
      buildRide({
        '@id': '/api/taxi_course_rides/992',
        id: 992,
        number: 'IC/811/12/2026',
        fromStartingBase: { '@id': '/api/starting_bases/1', name: 'Baza Warszawa' },
      }),
    ],
  });
  const single: string[] = [];
  const following: { id: string; ifMatch: string | null }[] = [];
  server.use(
    ...courseFormHandlers,
    http.get('*/api/taxi_courses/811', () =>
      HttpResponse.json(courseDetailBody(course), { headers: { ETag: 'W/"3"' } }),
    ),
    http.put('*/api/taxi_courses/811', () => {
      single.push('811');
      return HttpResponse.json(courseDetailBody(course));
    }),
    seriesEditHandler(following, {
      changed: [
        { course: '/api/taxi_courses/811', id: 811, date: '2026-12-14', number: 'IC/811/12/2026' },
        { course: '/api/taxi_courses/813', id: 813, date: '2026-12-18', number: 'IC/813/12/2026' },
      ],
      left: [
        {
          course: '/api/taxi_courses/812',
          id: 812,
          date: '2026-12-16',
          number: 'IC/812/12/2026',
          reason: 'brak uprawnień',
        },
      ],
    }),
  );
  const view = renderWithRouter(<EditTaxiCoursePage user={admin} id={811} />, {
    path: '/course/:id/edit',
    initialEntry: '/course/811/edit',
    routes: [{ path: '/course', element: <p>Lista kursów</p> }],
  });
  return { ...view, single, following };
}

async function save(user: ReturnType<typeof renderPage>['user']) {
  await screen.findByLabelText(/^Numer przejazdu/, {}, { timeout: 15_000 });
  // The field is there while a lazy part of the form still loads (Suspense hides the form meanwhile):
  // the button is found once the form shows.
  await user.click(await screen.findByRole('button', { name: 'zapisz zmiany' }, { timeout: 15_000 }));
}

describe('EditTaxiCoursePage: saving a course of a series', () => {
  it("'Ten i wszystkie następne' saves the later courses too and lists those left", async () => {
    const { user, single, following } = renderPage(7);
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: SERIES_EDIT_TEXTS.title });
    expect(within(dialog).getByRole('radio', { name: 'Tylko ten kurs' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Ten i wszystkie następne' }));
    await user.click(within(dialog).getByRole('button', { name: SERIES_EDIT_TEXTS.confirm }));
    expect(
      await screen.findByText(
        'Zmieniono 2 kursy serii. Nie zmieniono: IC/812/12/2026 (16.12.2026): brak uprawnień',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Lista kursów')).toBeInTheDocument();
    expect(following).toEqual([{ id: '811', ifMatch: 'W/"3"' }]);
    expect(single).toEqual([]);
  }, 30_000);

  it("'Tylko ten kurs' is the single save; closing the question saves nothing", async () => {
    const { user, single, following } = renderPage(7);
    await save(user);
    let dialog = await screen.findByRole('dialog', { name: SERIES_EDIT_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(single).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'zapisz zmiany' }));
    dialog = await screen.findByRole('dialog', { name: SERIES_EDIT_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: SERIES_EDIT_TEXTS.confirm }));
    expect(await screen.findByText('Lista kursów')).toBeInTheDocument();
    expect(single).toEqual(['811']);
    expect(following).toEqual([]);
  }, 30_000);

  it('spins the save button only once the question is answered and the save is sent', async () => {
    const { user, single } = renderPage(7);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('*/api/taxi_courses/811', async () => {
        single.push('811');
        await held;
        return HttpResponse.json(courseDetailBody(buildCourse({ id: 811, version: 4, series: 7 })));
      }),
    );
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: SERIES_EDIT_TEXTS.title });
    // Behind the modal question the page is hidden from the accessibility tree, hence `hidden`.
    const saveButton = () => screen.getByRole('button', { name: 'zapisz zmiany', hidden: true });
    expect(within(saveButton()).queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: SERIES_EDIT_TEXTS.confirm }));
    expect(await within(saveButton()).findByRole('progressbar')).toBeInTheDocument();
    expect(single).toEqual(['811']);
    release();
    expect(await screen.findByText('Lista kursów')).toBeInTheDocument();
  }, 30_000);

  it('does not ask for a course of no series', async () => {
    const { user, single } = renderPage(null);
    await save(user);
    expect(await screen.findByText('Lista kursów')).toBeInTheDocument();
    expect(single).toEqual(['811']);
    expect(screen.queryByRole('dialog', { name: SERIES_EDIT_TEXTS.title })).not.toBeInTheDocument();
  }, 30_000);
});
