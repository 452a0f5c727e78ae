import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildCourse, buildRide } from '@mocks/courses';
import { setScreenWidth } from '../course-list.test-utils';
import { renderCoursesWithDrawers } from './drawers.test-utils';

const REPORT_ROLES = ['ROLE_USER', 'ROLE_COURSE_GENERATE_REPORT'];

async function openRide(course: ReturnType<typeof buildCourse>, roles: string[]) {
  setScreenWidth(1400);
  const ride = course.rides[0];
  renderCoursesWithDrawers([course], { roles, initialEntry: `/course?course=${course.id}&ride=${ride?.id}` });
  return screen.findByRole('dialog', { name: `Przejazd ${ride?.number}` });
}

describe('The distance deviation indicator in the ride drawer', () => {
  it('sets the map km beside the declared km and highlights a difference above 10 %', async () => {
    const course = buildCourse({
      id: 801,
      driverDistance: 59,
      rides: [buildRide({ id: 981, number: 'IC/0801/11/2026', distanceSum: 45.2 })],
    });
    const drawer = await openRide(course, REPORT_ROLES);
    const section = within(drawer).getByRole('region', { name: 'Odchylenie dystansu' });
    expect(within(section).getByText('45,2 km')).toBeInTheDocument();
    expect(within(section).getByText('59,0 km')).toBeInTheDocument();
    expect(within(section).getByText('+13,8 km (+30,5 %)')).toBeInTheDocument();
    expect(within(section).getByText('Odchylenie powyżej 10 %')).toBeInTheDocument();
  });

  it('does not highlight 10 % or less, and compares the whole course when it has several rides', async () => {
    const course = buildCourse({
      id: 802,
      driverDistance: 44,
      rides: [
        buildRide({ id: 982, number: 'IC/0802/11/2026', distanceSum: 20 }),
        buildRide({ id: 983, number: 'IC/0803/11/2026', distanceSum: 20 }),
      ],
    });
    const drawer = await openRide(course, REPORT_ROLES);
    const section = within(drawer).getByRole('region', { name: 'Odchylenie dystansu (cały kurs)' });
    expect(within(section).getByText('40,0 km')).toBeInTheDocument();
    expect(within(section).getByText('+4,0 km (+10 %)')).toBeInTheDocument();
    expect(within(section).queryByText('Odchylenie powyżej 10 %')).not.toBeInTheDocument();
  });

  it('is not there without ROLE_COURSE_GENERATE_REPORT', async () => {
    const declared = buildCourse({
      id: 803,
      driverDistance: 90,
      rides: [buildRide({ id: 984, number: 'IC/0804/11/2026', distanceSum: 45 })],
    });
    const drawer = await openRide(declared, ['ROLE_USER']);
    expect(within(drawer).getByText('Status')).toBeInTheDocument();
    expect(within(drawer).queryByRole('region', { name: /Odchylenie dystansu/ })).not.toBeInTheDocument();
  });

  it('is not there before the driver reported', async () => {
    const course = buildCourse({
      id: 804,
      driverDistance: null,
      rides: [buildRide({ id: 985, number: 'IC/0805/11/2026', distanceSum: 45 })],
    });
    const drawer = await openRide(course, REPORT_ROLES);
    expect(within(drawer).getByText('Status')).toBeInTheDocument();
    expect(within(drawer).queryByRole('region', { name: /Odchylenie dystansu/ })).not.toBeInTheDocument();
  });
});
