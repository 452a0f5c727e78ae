import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import type { CourseInfo } from '../api/course-info.schema';
import { DriverCoursePage } from './driver-course-page';

const TOKEN = 'a'.repeat(43);

function courseInfo(overrides: Partial<CourseInfo> = {}): CourseInfo {
  const stop = (id: number, name: string, time: string) => ({
    id,
    time,
    achievedAtByDriver: null,
    place: { id, name, address: `ul. Dworcowa ${id}`, latitude: 52 + id / 100, longitude: 21 },
  });
  return {
    id: 7,
    driverStartAt: null,
    driverEndAt: null,
    contractor: { name: 'Taxi Trans Warszawa', phone: '221234567' },
    rides: [
      {
        id: 11,
        number: 'IC/0001/03/2030',
        status: 'waiting_for_driver_acceptance',
        company: { name: 'PKP Intercity' },
        segments: [
          {
            id: 21,
            position: 0,
            employees: [{ id: 1, name: 'Jan Kowalski', phone: '600100200' }],
            waypointStart: stop(31, 'Warszawa Centralna', '2030-03-07T07:00:00Z'),
            waypointEnd: stop(32, 'Warszawa Grochów', '2030-03-07T07:30:00Z'),
          },
        ],
      },
    ],
    actions: { reply: [11], start: false, reach: [], end: false, report: false },
    report: { distance: null, waitingHours: null, highwayCost: null, comment: null },
    ...overrides,
  };
}

const render = () =>
  renderWithRouter(<DriverCoursePage token={TOKEN} />, {
    path: '/kurs/:token',
    initialEntry: `/kurs/${TOKEN}`,
    routes: [{ path: '/kurs/404', element: <p>Nie znaleziono kursu</p> }],
  });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('DriverCoursePage', () => {
  it('shows the stops with passenger phones and lets the driver accept', async () => {
    let replied = '';
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(courseInfo())),
      http.post('*/api/course-info/reply/:token/:ride/:answer', ({ params }) => {
        replied = String(params.answer);
        return HttpResponse.json(
          courseInfo({
            rides: courseInfo().rides.map((ride) => ({ ...ride, status: 'accepted_by_driver' })),
            actions: { reply: [], start: true, reach: [], end: false, report: false },
          }),
        );
      }),
    );
    const view = render();
    expect(await screen.findByRole('heading', { name: 'Kurs IC/0001/03/2030' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '600100200' })).toHaveAttribute('href', 'tel:600100200');
    expect(screen.getByRole('img', { name: 'Mapa kursu' })).toHaveTextContent('Warszawa Grochów');
    await view.user.click(screen.getByRole('button', { name: 'Akceptuj' }));
    expect(await screen.findByRole('button', { name: 'Rozpocznij kurs' })).toBeInTheDocument();
    expect(replied).toBe('accept');
    expect(screen.getByText('Zaakceptowany przez kierowcę')).toBeInTheDocument();
  });

  it('asks before declining', async () => {
    const replies: string[] = [];
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(courseInfo())),
      http.post('*/api/course-info/reply/:token/:ride/:answer', ({ params }) => {
        replies.push(String(params.answer));
        return HttpResponse.json(courseInfo({ actions: { ...courseInfo().actions, reply: [] } }));
      }),
    );
    const view = render();
    await view.user.click(await screen.findByRole('button', { name: 'Odrzuć' }));
    const dialog = screen.getByRole('dialog', { name: 'Odmowa wykonania kursu' });
    await view.user.click(within(dialog).getByRole('button', { name: 'anuluj' }));
    expect(replies).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Odrzuć' }));
    await view.user.click(screen.getByRole('button', { name: 'odrzuć' }));
    await waitFor(() => expect(replies).toEqual(['decline']));
  });

  it('keeps a stop marked offline on the phone and sends it once the connection returns', async () => {
    const running = courseInfo({
      driverStartAt: '2030-03-07T06:55:00Z',
      rides: courseInfo().rides.map((ride) => ({ ...ride, status: 'accepted_by_driver' })),
      actions: { reply: [], start: false, reach: [11], end: true, report: false },
    });
    let online = false;
    const sent: string[] = [];
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(running)),
      http.post('*/api/course-info/segment-achieved/:token/:waypoint', ({ params, request }) => {
        if (!online) return HttpResponse.error();
        sent.push(`${String(params.waypoint)}@${new URL(request.url).searchParams.get('at')}`);
        return HttpResponse.json(running);
      }),
    );
    const view = render();
    const [first] = await screen.findAllByRole('button', { name: 'Osiągnięto przystanek' });
    await view.user.click(first as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Osiągnięto przystanek Warszawa Centralna?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'tak, osiągnięto' }));

    expect(await screen.findByText(/Czeka na wysłanie: 1/)).toBeInTheDocument();
    expect(screen.getByText(/^Dojazd o /)).toBeInTheDocument();
    expect(localStorage.getItem(`driver-marks:${TOKEN}`)).toContain('"waypointId":31');

    online = true;
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/Czeka na wysłanie/)).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^31@\d{4}-\d{2}-\d{2}T/);
    expect(localStorage.getItem(`driver-marks:${TOKEN}`)).toBe('[]');
  });

  it('sends the report with the spec messages for a bad distance', async () => {
    const ended = courseInfo({
      driverStartAt: '2030-03-07T06:55:00Z',
      driverEndAt: '2030-03-07T07:40:00Z',
      actions: { reply: [], start: false, reach: [], end: false, report: true },
    });
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(ended)),
      http.put('*/api/course-info/course-report/:token', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ended);
      }),
    );
    const view = render();
    const distance = await screen.findByRole('textbox', { name: 'Przejechane km' });
    await view.user.type(distance, '12,5');
    await view.user.click(screen.getByRole('button', { name: 'Wyślij raport' }));
    expect(await screen.findByText('Liczba przejechanych km musi być liczbą całkowitą')).toBeInTheDocument();
    await view.user.clear(distance);
    await view.user.type(distance, '14');
    await view.user.type(screen.getByRole('textbox', { name: 'Koszt autostrad (zł)' }), '23,40');
    await view.user.click(screen.getByRole('button', { name: 'Wyślij raport' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ distance: 14, waitingHours: null, highwayCost: 23.4, comment: null }]),
    );
    expect(await screen.findByText('Raport został wysłany')).toBeInTheDocument();
  });

  it('goes to /kurs/404 for an unknown link', async () => {
    server.use(
      http.get('*/api/course-info/:token', () =>
        HttpResponse.json(
          { '@type': 'hydra:Error', 'hydra:description': 'Nie znaleziono kursu' },
          { status: 404 },
        ),
      ),
    );
    render();
    expect(await screen.findByText('Nie znaleziono kursu')).toBeInTheDocument();
  });
});
