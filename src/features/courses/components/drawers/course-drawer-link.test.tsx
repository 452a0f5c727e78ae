import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildCourse, buildRide } from '@mocks/courses';
import { courseDetailHandlers } from '@mocks/course-detail';
import { setScreenWidth } from '../course-list.test-utils';
import { DEFAULT_ERROR_MESSAGE } from '@/api/error-message';
import { courseKeys } from '@/api/course-keys';
import { renderCoursesWithDrawers } from './drawers.test-utils';

const listed = buildCourse({ id: 701, rides: [buildRide({ id: 7011, number: 'IC/0701/11/2026' })] });
const elsewhere = buildCourse({ id: 702, rides: [buildRide({ id: 7021, number: 'IC/0702/11/2026' })] });

describe('A /course?course=ID link', () => {
  it(
    'opens the drawer of a course the list does not show (another page, another filter)',
    { timeout: 60_000 },
    async () => {
      setScreenWidth(1400);
      renderCoursesWithDrawers([listed], { initialEntry: '/course?course=702' });
      server.use(...courseDetailHandlers([listed, elsewhere]));
      // The first test of the file waits for the drawer's lazy chunk to be transformed: slow on a busy machine.
      const ride = await screen.findByRole(
        'button',
        { name: /Przejazd IC\/0702\/11\/2026/ },
        { timeout: 25_000 },
      );
      expect(screen.getByRole('dialog', { name: 'Kurs' })).toContainElement(ride);
    },
  );

  it('opens the ride drawer of such a course', async () => {
    setScreenWidth(1400);
    renderCoursesWithDrawers([listed], { initialEntry: '/course?course=702&ride=7021' });
    server.use(...courseDetailHandlers([listed, elsewhere]));
    expect(await screen.findByRole('dialog', { name: /Przejazd IC\/0702\/11\/2026/ })).toBeInTheDocument();
  });

  it('says that an unknown course was not found', async () => {
    setScreenWidth(1400);
    renderCoursesWithDrawers([listed], { initialEntry: '/course?course=999' });
    const message = await screen.findByText('Nie znaleziono kursu');
    expect(screen.getByRole('dialog', { name: 'Kurs' })).toContainElement(message);
  });

  it('keeps the open course on screen, the error above it, when reading it again fails (row 780)', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([listed], { initialEntry: '/course?course=702' });
    server.use(...courseDetailHandlers([listed, elsewhere]));
    await screen.findByRole('button', { name: /Przejazd IC\/0702\/11\/2026/ }, { timeout: 25_000 });
    server.use(
      http.get('*/api/abstract_courses/:id', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/taxi_courses/:id', () => HttpResponse.json({}, { status: 500 })),
    );
    // The course read retries three times (1 + 2 + 4 s) before it counts as failed.
    void view.queryClient.refetchQueries({ queryKey: courseKeys.detail(702) });
    const drawer = screen.getByRole('dialog', { name: 'Kurs' });
    await waitFor(() => expect(drawer).toHaveTextContent(DEFAULT_ERROR_MESSAGE), { timeout: 12_000 });
    expect(drawer).toContainElement(screen.getByRole('button', { name: /Przejazd IC\/0702\/11\/2026/ }));
  }, 60_000);
});
