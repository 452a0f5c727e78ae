import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '@mocks/server';
import { buildCourse, buildRide } from '@mocks/courses';
import { courseDetailHandlers } from '@mocks/course-detail';
import { setScreenWidth } from '../course-list.test-utils';
import { renderCoursesWithDrawers } from './drawers.test-utils';

const listed = buildCourse({ id: 701, rides: [buildRide({ id: 7011, number: 'IC/0701/11/2026' })] });
const elsewhere = buildCourse({ id: 702, rides: [buildRide({ id: 7021, number: 'IC/0702/11/2026' })] });

describe('A /course?course=ID link', () => {
  it('opens the drawer of a course the list does not show (another page, another filter)', async () => {
    setScreenWidth(1400);
    renderCoursesWithDrawers([listed], { initialEntry: '/course?course=702' });
    server.use(...courseDetailHandlers([listed, elsewhere]));
    const ride = await screen.findByRole('button', { name: /Przejazd IC\/0702\/11\/2026/ });
    expect(screen.getByRole('dialog', { name: 'Kurs' })).toContainElement(ride);
  });

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
});
