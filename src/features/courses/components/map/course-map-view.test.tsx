import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCourse, buildRide } from '@mocks/courses';
import { server } from '@mocks/server';
import { buildCarPosition, carPositionsHandler } from '@mocks/tracking';
import { STALLED_TEXT } from '@domain/tracking/stalled-car';
import { setScreenWidth } from '../course-list.test-utils';
import { renderCoursesWithDrawers } from '../drawers/drawers.test-utils';

const running = buildCourse({
  id: 702,
  driverStartAt: '2026-11-12T07:00:00Z',
  rides: [buildRide({ id: 952, number: 'IC/0501/11/2026', status: 'accepted_by_driver' })],
});
const cars = [
  buildCarPosition(),
  buildCarPosition({
    courseId: 703,
    number: 'IC/0502/11/2026',
    driver: 'Jan Kowalski',
    position: { latitude: 52.4, longitude: 16.9, at: '2030-03-07T07:41:00.000Z' },
    stalled: true,
  }),
  buildCarPosition({ courseId: 704, number: 'IC/0503/11/2026', driver: 'Piotr Zieliński', position: null }),
];

const transportCompany = {
  '@id': '/api/companies/2',
  id: 2,
  name: 'Taxi Trans Warszawa',
  isTransportCompany: true,
};

describe("the course list's 'Mapa'", () => {
  it('shows a dispatcher the cars in progress, flags the stalled one and opens a course from the map', async () => {
    server.use(carPositionsHandler(() => cars));
    setScreenWidth(1400);
    renderCoursesWithDrawers([running], { roles: ['ROLE_USER'] });
    const toggle = await screen.findByRole('group', { name: 'Widok kursów' });
    expect(within(toggle).getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(toggle).getByRole('button', { name: 'Mapa' }));

    expect(await screen.findByRole('img', { name: 'Mapa samochodów w trasie' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Samochody w trasie' });
    expect(
      within(list).getByRole('button', { name: /IC\/0501\/11\/2026, Tomasz Wiśniewski/ }),
    ).toHaveTextContent('położenie z 07.03.2030 08:40');
    expect(within(list).getByRole('button', { name: /IC\/0502\/11\/2026, Jan Kowalski/ })).toHaveTextContent(
      STALLED_TEXT,
    );
    expect(within(list).getByRole('button', { name: /IC\/0503\/11\/2026/ })).toHaveTextContent(
      'brak położenia',
    );
    // The car without a position is in the list only; the map draws the other two.
    const markers = document.querySelectorAll('[data-course-id]');
    expect([...markers].map((marker) => marker.getAttribute('data-course-id'))).toEqual(['702', '703']);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(markers[0] as Element);
    expect(await screen.findByRole('dialog', { name: 'Kurs' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("shows only the cars the list's search selects (row 867), says so when none, and goes back to the list", async () => {
    const asked: string[] = [];
    server.use(
      carPositionsHandler((query) => {
        const search = query.get('search') ?? '';
        asked.push(search);
        return cars.filter((car) => car.number.includes(search));
      }),
    );
    setScreenWidth(1400);
    renderCoursesWithDrawers([running], {
      roles: ['ROLE_TRANSPORT_COMPANY'],
      user: { company: transportCompany },
      initialEntry: '/course?widok=mapa',
    });
    // A new search is a new question: the list of cars is drawn again from its answer.
    const carButtons = () =>
      within(screen.getByRole('list', { name: 'Samochody w trasie' })).getAllByRole('button');
    await waitFor(() => expect(carButtons()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Szukaj w kursach' });
    await userEvent.type(search, '0502');
    await waitFor(() => expect(carButtons()).toHaveLength(1), { timeout: 5000 });
    expect(carButtons()[0]).toHaveAccessibleName(/IC\/0502\/11\/2026/);
    expect(asked).toContain('0502');
    const markers = document.querySelectorAll('[data-course-id]');
    expect([...markers].map((marker) => marker.getAttribute('data-course-id'))).toEqual(['703']);

    await userEvent.type(search, '9');
    expect(await screen.findByText('Żaden samochód nie jest teraz w trasie.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.click(screen.getByRole('button', { name: 'Lista' }));
    expect(await screen.findAllByText('IC/0501/11/2026')).not.toHaveLength(0);
  });

  it('is not offered to a railway company, even through the address', async () => {
    server.use(carPositionsHandler(() => cars));
    setScreenWidth(1400);
    renderCoursesWithDrawers([running], { roles: ['ROLE_COMPANY'], initialEntry: '/course?widok=mapa' });
    expect(await screen.findAllByText('IC/0501/11/2026')).not.toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Widok kursów' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Mapa samochodów w trasie' })).not.toBeInTheDocument();
  });
});
