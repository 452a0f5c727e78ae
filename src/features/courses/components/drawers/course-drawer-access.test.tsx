import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildCourse, buildRide, buildSegment, buildPlace, type CourseFixture } from '@mocks/courses';
import { setScreenWidth } from '../course-list.test-utils';
import { findCard, renderCoursesWithDrawers } from './drawers.test-utils';

const PENDING = 'Relacja będzie dostępna po zakończeniu kursu';
const secondLeg = buildSegment({
  waypointStart: {
    achievedAtByDriver: null,
    id: 9001,
    time: '2026-11-12T09:00:00+01:00',
    place: buildPlace({ id: 3, name: 'Łódź Fabryczna', address: 'pl. Sałacińskiego 1, Łódź' }),
  },
  waypointEnd: {
    achievedAtByDriver: null,
    id: 9002,
    time: '2026-11-12T10:20:00+01:00',
    place: buildPlace({ id: 4, name: 'Łódź Kaliska', address: 'al. Unii Lubelskiej 3/5, Łódź' }),
  },
});
const courseWith = (status: CourseFixture['status']) =>
  buildCourse({
    id: 601,
    status,
    rides: [buildRide({ id: 901 }), buildRide({ id: 902, number: 'IC/0099/11/2026', segments: [secondLeg] })],
  });

async function openDrawer(status: CourseFixture['status'], roles: string[]) {
  setScreenWidth(1400);
  renderCoursesWithDrawers([courseWith(status)], { roles, initialEntry: '/course?course=601' });
  return screen.findByRole('dialog', { name: 'Kurs' });
}

describe('Relacja kierowcy in the course drawer', () => {
  it('shows a manager the rides flattened into one relation once the course is finished', async () => {
    const drawer = await openDrawer('finished', ['ROLE_USER']);
    const section = within(drawer).getByRole('region', { name: 'Relacja kierowcy' });
    expect(within(section).getByText('Warszawa Centralna')).toBeInTheDocument();
    expect(within(section).getByText('Łódź Kaliska')).toBeInTheDocument();
    expect(within(drawer).queryByText(PENDING)).not.toBeInTheDocument();
  });

  it('shows the relation stored after a move with its re-estimated total linked to the route', async () => {
    setScreenWidth(1400);
    const route = 'https://www.google.com/maps/dir/?api=1&origin=52.23,21.01&destination=51.77,19.46';
    const bridge = buildSegment({
      distance: 4.2,
      waypointStart: secondLeg.waypointEnd,
      waypointEnd: {
        achievedAtByDriver: null,
        id: 9003,
        time: '2026-11-12T10:40:00+01:00',
        place: buildPlace({ id: 5, name: 'Łódź Widzew', address: 'ul. Kolejowa 1, Łódź' }),
      },
    });
    const stored = buildCourse({
      id: 601,
      status: 'finished',
      driverDistanceSum: 123.4,
      routeForDriverRelation: route,
      rides: [
        buildRide({ id: 901 }),
        buildRide({ id: 902, segments: [secondLeg], driverSegments: [{ ...bridge, position: 0 }] }),
      ],
    });
    renderCoursesWithDrawers([stored], { roles: ['ROLE_USER'], initialEntry: '/course?course=601' });
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' });
    const section = within(drawer).getByRole('region', { name: 'Relacja kierowcy' });
    expect(within(section).getByText('Łódź Widzew')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '123,4 km' })).toHaveAttribute('href', route);
  });

  it('tells a transport company the relation comes after the course ends', async () => {
    const drawer = await openDrawer('in_progress', ['ROLE_TRANSPORT_COMPANY']);
    const section = within(drawer).getByRole('region', { name: 'Relacja kierowcy' });
    expect(within(section).getByText(PENDING)).toBeInTheDocument();
    expect(within(section).queryByText('Łódź Kaliska')).not.toBeInTheDocument();
  });

  it('shows a transport company the finished relation', async () => {
    const drawer = await openDrawer('finished', ['ROLE_TRANSPORT_COMPANY']);
    const section = within(drawer).getByRole('region', { name: 'Relacja kierowcy' });
    expect(within(section).getByText('Łódź Fabryczna')).toBeInTheDocument();
  });

  it('is not shown to the railway company', async () => {
    const drawer = await openDrawer('finished', ['ROLE_COMPANY']);
    expect(within(drawer).queryByRole('region', { name: 'Relacja kierowcy' })).not.toBeInTheDocument();
    expect(within(drawer).queryByText(PENDING)).not.toBeInTheDocument();
  });
});

describe('Who opens the course drawer', () => {
  it('does nothing when a driver clicks the card or a ride header', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([courseWith('in_progress')], { roles: ['ROLE_DRIVER'] });
    const card = await findCard('12.11.2026');
    await view.user.click(within(card).getByText('TAXI'));
    await view.user.click(within(card).getByText('IC/0099/11/2026'));
    expect(within(card).queryByRole('button', { name: '12.11.2026' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });

  it('does not let a driver open it from the URL', async () => {
    setScreenWidth(1400);
    renderCoursesWithDrawers([courseWith('in_progress')], {
      roles: ['ROLE_DRIVER'],
      initialEntry: '/course?course=601',
    });
    await findCard('12.11.2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not let a passenger open a taxi course', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([courseWith('in_progress')], { roles: ['ROLE_PASSENGER'] });
    const card = await findCard('12.11.2026');
    await view.user.click(within(card).getByText('TAXI'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the ride drawer from a ride header on the card', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([courseWith('in_progress')]);
    const card = await findCard('Taxi Trans Warszawa');
    await view.user.click(within(card).getByRole('button', { name: 'IC/0099/11/2026' }));
    expect(await screen.findByRole('dialog', { name: 'Przejazd IC/0099/11/2026' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?course=601&ride=902');
  });
});
