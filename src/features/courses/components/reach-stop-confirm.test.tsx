import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCourse, buildRide } from '@mocks/courses';
import { courseDetailBody } from '@mocks/course-detail';
import { server } from '@mocks/server';
import { setScreenWidth } from './course-list.test-utils';
import { renderCoursesWithDrawers } from './drawers/drawers.test-utils';

const DRIVER = { '@id': '/api/users/1', name: 'Piotr Kierowca', phone: '600100200' };

function runningCourse(overrides: { driverStartAt?: string | null; status?: string } = {}) {
  return buildCourse({
    id: 901,
    status: 'in_progress',
    driver: DRIVER,
    driverStartAt: overrides.driverStartAt === undefined ? '2026-11-23T06:00:00Z' : overrides.driverStartAt,
    rides: [buildRide({ id: 9010, status: overrides.status ?? 'accepted_by_driver' })],
  });
}

describe("'Osiągnięto przystanek' on the card", () => {
  it('lets the driver of a started course mark a stop, after confirming', async () => {
    const course = runningCourse();
    const calls: string[] = [];
    server.use(
      http.post('*/api/waypoints/:id/achieved', ({ params }) => {
        calls.push(String(params.id));
        return HttpResponse.json(courseDetailBody(course));
      }),
    );
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course], { roles: ['ROLE_DRIVER'] });
    const [card] = await screen.findAllByRole('article');
    const buttons = within(card as HTMLElement).getAllByRole('button', { name: /^Osiągnięto przystanek / });
    await view.user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /^Osiągnięto przystanek .+\?$/ });
    await view.user.click(within(dialog).getByRole('button', { name: 'jeszcze nie' }));
    expect(calls).toEqual([]);
    await view.user.click(buttons[0] as HTMLElement);
    await view.user.click(await screen.findByRole('button', { name: 'tak, osiągnięto' }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('is not offered before the start, to a driver who declined, or to a dispatcher', async () => {
    setScreenWidth(1400);
    for (const [course, roles] of [
      [runningCourse({ driverStartAt: null }), ['ROLE_DRIVER']],
      [runningCourse({ status: 'declined_by_driver' }), ['ROLE_DRIVER']],
      [runningCourse(), ['ROLE_USER']],
    ] as const) {
      const view = renderCoursesWithDrawers([course], { roles: [...roles] });
      const [card] = await screen.findAllByRole('article');
      expect(
        within(card as HTMLElement).queryByRole('button', { name: /^Osiągnięto przystanek / }),
      ).toBeNull();
      view.unmount();
    }
  });
});
