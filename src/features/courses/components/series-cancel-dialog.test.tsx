import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCourse, buildRide, buildSegment } from '@mocks/courses';
import { courseDetailBody } from '@mocks/course-detail';
import { seriesCancelHandler } from '@mocks/course-series';
import { server } from '@mocks/server';
import { setScreenWidth } from './course-list.test-utils';
import { findCard, renderCoursesWithDrawers } from './drawers/drawers.test-utils';

const RAILWAY = {
  roles: ['ROLE_COMPANY'],
  user: { company: { '@id': '/api/companies/1', id: 1, name: 'PKP Intercity', isTransportCompany: false } },
};
const TOMORROW = dayjs().add(1, 'day').hour(7).minute(0).second(0).format();

/** A planned course of series 5 (or of none), its one ride tomorrow. */
function seriesCourse(id: number, series: number | null) {
  const segment = buildSegment();
  const ride = buildRide({
    id: id * 10,
    number: `IC/${id}/12/2026`,
    status: 'accepted_by_driver',
    segments: [{ ...segment, waypointStart: { ...segment.waypointStart, time: TOMORROW } }],
  });
  return buildCourse({ id, series, rides: [ride] });
}

async function openCancel(id: number, series: number | null) {
  setScreenWidth(1400);
  const view = renderCoursesWithDrawers([seriesCourse(id, series)], RAILWAY);
  const card = await findCard('Taxi Trans Warszawa');
  await view.user.click(within(card).getByRole('button', { name: 'anuluj przejazd' }));
  return { view, dialog: await screen.findByRole('dialog', { name: 'Anulowanie przejazdu' }) };
}

describe('Cancelling a ride of a series', () => {
  it("'Ten i wszystkie następne' cancels in one request and lists the courses left", async () => {
    const calls: string[] = [];
    server.use(
      seriesCancelHandler(calls, {
        cancelled: [
          { course: '/api/taxi_courses/901', id: 901, date: '2026-12-14', number: 'IC/901/12/2026' },
          { course: '/api/taxi_courses/903', id: 903, date: '2026-12-18', number: 'IC/903/12/2026' },
        ],
        left: [
          {
            course: '/api/taxi_courses/902',
            id: 902,
            date: '2026-12-16',
            number: 'IC/902/12/2026',
            reason: 'przejazd jest już anulowany, rozpoczęty lub zakończony',
          },
        ],
      }),
    );
    const { view, dialog } = await openCancel(901, 5);
    expect(within(dialog).getByRole('radio', { name: 'Tylko ten kurs' })).toBeChecked();
    await view.user.click(within(dialog).getByRole('radio', { name: 'Ten i wszystkie następne' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'anuluj przejazd' }));
    expect(
      await screen.findByText(
        'Anulowano 2 kursy serii. Nie anulowano: IC/902/12/2026 (16.12.2026): przejazd jest już anulowany, rozpoczęty lub zakończony',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual(['9010']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const calls: string[] = [];
    const stale =
      'Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.';
    server.use(seriesCancelHandler(calls, { status: 409, message: stale }));
    const { view, dialog } = await openCancel(904, 5);
    await view.user.click(within(dialog).getByRole('radio', { name: 'Ten i wszystkie następne' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'anuluj przejazd' }));
    expect(await within(dialog).findByText(stale)).toBeInTheDocument();
  });

  it("'Tylko ten kurs' is the single cancel; a course of no series is not asked", async () => {
    const calls: string[] = [];
    server.use(
      http.post('*/api/taxi_course_rides/:id/cancel', ({ params }) => {
        calls.push(String(params.id));
        const course = seriesCourse(905, 5);
        return HttpResponse.json(
          courseDetailBody({
            ...course,
            rides: course.rides.map((ride) => ({ ...ride, status: 'cancelled' })),
          }),
        );
      }),
    );
    const { view, dialog } = await openCancel(905, 5);
    await view.user.click(within(dialog).getByRole('button', { name: 'anuluj przejazd' }));
    await waitFor(() => expect(calls).toEqual(['9050']));
    view.unmount();

    const single = await openCancel(906, null);
    expect(within(single.dialog).queryByRole('radio')).not.toBeInTheDocument();
  });
});
