import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { warsawParts } from '@domain/warsaw-time';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCourse, buildRide, buildSegment } from '@mocks/courses';
import { courseDetailBody } from '@mocks/course-detail';
import { server } from '@mocks/server';
import { setScreenWidth } from './course-list.test-utils';
import { findCard, renderCoursesWithDrawers } from './drawers/drawers.test-utils';

const TOMORROW = dayjs().add(1, 'day').hour(7).minute(0).second(0).format();

function courseOf(id: number, contractor: { id: number; name: string; phone: string | null }) {
  const segment = buildSegment();
  const ride = buildRide({
    id: id * 10,
    number: `IC/${id}/11/2026`,
    status: 'planning',
    segments: [{ ...segment, waypointStart: { ...segment.waypointStart, time: TOMORROW } }],
  });
  return buildCourse({ id, contractor, rides: [ride] });
}

describe("'Przenieś przejazd' on the course card", () => {
  it('moves the ride into the chosen course; przenieś waits for a choice', async () => {
    const source = courseOf(901, { id: 2, name: 'Taxi Trans Warszawa', phone: null });
    const target = courseOf(902, { id: 3, name: 'Trans-Śląsk Katowice', phone: null });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/taxi_course_rides/:id/transfer', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(courseDetailBody({ ...target, rides: [...target.rides, ...source.rides] }));
      }),
    );
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([source, target], { roles: ['ROLE_USER'] });
    const card = await findCard('Taxi Trans Warszawa');
    expect(within(card).getByRole('button', { name: 'Przenieś przejazd' })).toBeInTheDocument();
    // One ride: nothing to extract from.
    expect(within(card).queryByRole('button', { name: 'Wyciągnij przejazd' })).not.toBeInTheDocument();

    await view.user.click(within(card).getByRole('button', { name: 'Przenieś przejazd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przenieś przejazd IC/901/11/2026' });
    expect(dialog).toHaveTextContent('Informacja o zmianach zostanie wysłana do wykonawcy i/lub kierowcy.');
    expect(within(dialog).getByRole('button', { name: 'przenieś' })).toBeDisabled();

    await view.user.click(within(dialog).getByRole('combobox', { name: 'Wybierz kurs' }));
    // The source course itself is not offered.
    const option = await screen.findByRole('option', { name: /^IC\/902\/11\/2026/ });
    // Each target says when and where it runs, not only its ride numbers.
    const when = warsawParts(TOMORROW);
    expect(option).toHaveTextContent(
      `${when.date?.split('-').reverse().join('.')} ${when.time} · Warszawa Centralna → Warszawa Grochów`,
    );
    expect(screen.queryByRole('option', { name: /^IC\/901\/11\/2026/ })).not.toBeInTheDocument();
    await view.user.click(option);
    expect(within(dialog).getByRole('textbox', { name: 'Wykonawca' })).toHaveValue('Trans-Śląsk Katowice');
    await view.user.click(within(dialog).getByRole('button', { name: 'przenieś' }));

    await waitFor(() => expect(bodies).toEqual([{ course: '/api/taxi_courses/902' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers extraction from a course of two rides', async () => {
    const course = courseOf(903, { id: 2, name: 'Taxi Trans Warszawa', phone: null });
    const second = { ...course.rides[0]!, id: 9031, '@id': '/api/taxi_course_rides/9031', number: 'IC/9031' };
    const calls: string[] = [];
    server.use(
      http.post('*/api/taxi_course_rides/:id/extract', ({ params }) => {
        calls.push(String(params.id));
        return HttpResponse.json(courseDetailBody({ ...course, id: 904, '@id': '/api/taxi_courses/904' }), {
          status: 201,
        });
      }),
    );
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([{ ...course, rides: [...course.rides, second] }], {
      roles: ['ROLE_USER'],
    });
    const card = await findCard('Taxi Trans Warszawa');
    const [first] = within(card).getAllByRole('button', { name: 'Wyciągnij przejazd' });
    await view.user.click(first!);
    await waitFor(() => expect(calls).toEqual(['9030']));
  });
});
