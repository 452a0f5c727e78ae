import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { courseDetailHandlers } from '@mocks/course-detail';
import { buildCourse, buildRide, buildSegment, coursesHandler, type CourseFixture } from '@mocks/courses';
import { server } from '@mocks/server';
import { buildTaxiSettlement } from '@mocks/taxi-settlement';
import { setScreenWidth, signInAs } from '@/features/courses/components/course-list.test-utils';
import { renderWithRouter } from '@/test/render';
import { Component as CoursesRoute } from './courses-route';

// The settlement feature's drawers and menu reach the course list only through the route
// (settlement-slot.ts): these check that the route composes them in. The first lazy load of a file
// transforms the drawers' and settlement modules on the spot, hence the longer waits on a busy machine.
const LAZY_LOAD = { timeout: 15_000 };

/** /course holding `fixture` for a user of `roles` in PKP Intercity, its drawer open unless `drawer` is false. */
function openCourse(fixture: CourseFixture, roles: string[], drawer = true) {
  setScreenWidth(1400);
  signInAs(roles, {
    id: 3,
    company: { '@id': '/api/companies/1', id: 1, name: 'PKP Intercity', isTransportCompany: false },
  });
  server.use(coursesHandler([fixture]), ...courseDetailHandlers([fixture]));
  return renderWithRouter(<CoursesRoute />, {
    path: '/course',
    initialEntry: drawer ? `/course?course=${fixture.id}` : '/course',
  });
}

describe('the settlement drawers inside the course drawers', () => {
  // The file's first test loads the drawers cold.
  it(
    "shows the railway company the taxi course's settlement after 'Rozliczenie'",
    { timeout: 60_000 },
    async () => {
      server.use(
        http.get('*/api/taxi_courses/:id/settlement', () =>
          HttpResponse.json(buildTaxiSettlement({ courseId: 702, view: 'customer' }), {
            headers: { ETag: 'W/"1"' },
          }),
        ),
      );
      const course = buildCourse({ id: 702, rides: [buildRide({ id: 952 })] });
      const view = openCourse(course, ['ROLE_COMPANY']);
      const drawer = await screen.findByRole('dialog', { name: 'Kurs' }, LAZY_LOAD);
      await view.user.click(within(drawer).getByRole('button', { name: 'Rozliczenie' }));
      expect(
        await within(drawer).findByRole('table', { name: 'Klient: PKP Intercity' }, LAZY_LOAD),
      ).toBeInTheDocument();
    },
  );

  it("fills the kilometer drawer's Podsumowanie with the ride's kilometres and rate", async () => {
    const course = buildCourse({
      id: 801,
      '@type': 'KilometerCourse',
      status: 'in_progress',
      rides: [
        buildRide({
          '@id': '/api/kilometer_course_rides/991',
          id: 991,
          status: 'created',
          segments: [buildSegment({ position: 1, distance: 42.8 })],
        }),
      ],
    });
    openCourse(course, ['ROLE_COMPANY']);
    const drawer = await screen.findByRole('dialog', { name: 'Szczegóły przejazdu' }, LAZY_LOAD);
    const summary = within(drawer).getByRole('tabpanel', { name: 'Podsumowanie' });
    expect(await within(summary).findByText('42,8 km', {}, LAZY_LOAD)).toBeInTheDocument();
    expect(within(summary).getByText('1,15 zł')).toBeInTheDocument();
  });

  it("gives the head of a company the bulk settle menu of 'Zakończone'", async () => {
    openCourse(buildCourse({ id: 703, status: 'finished' }), ['ROLE_COMPANY'], false);
    const column = await screen.findByRole('region', { name: 'Zakończone' }, LAZY_LOAD);
    expect(
      await within(column).findByRole('button', { name: 'Menu kolumny Zakończone' }, LAZY_LOAD),
    ).toBeInTheDocument();
  });
});
