import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { buildCourseInfo, runningCourseInfo } from '../api/course-info.fixture';
import { DriverCoursePage } from './driver-course-page';

const TOKEN = 'a'.repeat(43);

const courseInfo = buildCourseInfo;

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
    expect(await screen.findByRole('link', { name: '600 100 200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    expect(screen.getByRole('img', { name: 'Mapa kursu' })).toHaveTextContent('Warszawa Grochów');
    await view.user.click(screen.getByRole('button', { name: 'Akceptuj' }));
    expect(await screen.findByRole('button', { name: 'Rozpocznij kurs' })).toBeInTheDocument();
    expect(replied).toBe('accept');
    expect(screen.getByText('Zaakceptowany przez kierowcę')).toBeInTheDocument();
  });

  it('says what the dispatcher moved since the driver last looked, until the driver takes note (row 649)', async () => {
    const moved = courseInfo();
    const segment = moved.rides[0]?.segments[0];
    if (!segment) throw new Error('fixture');
    segment.waypointStart.time = '2030-03-07T07:30:00Z';
    // The phone knows the course as it was first sent.
    localStorage.setItem(`driver-course-seen:${TOKEN}`, JSON.stringify(courseInfo()));
    server.use(http.get('*/api/course-info/:token', () => HttpResponse.json(moved)));
    const view = render();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Zmiana w kursie');
    expect(notice).toHaveTextContent('Przejazd IC/0001/03/2030: A 08:00 → 08:30');
    await view.user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Zmiana w kursie')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`driver-course-seen:${TOKEN}`) ?? 'null')).toEqual(moved);
  });

  it('says the day of the course and asks before starting it on another day (issue 31)', async () => {
    const starts: string[] = [];
    const accepted = courseInfo({
      rides: courseInfo().rides.map((ride) => ({ ...ride, status: 'accepted_by_driver' })),
      actions: { reply: [], start: true, reach: [], end: false, report: false },
    });
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(accepted)),
      http.post('*/api/course-info/start/:token', ({ request }) => {
        starts.push(new URL(request.url).searchParams.get('at') ?? '');
        return HttpResponse.json(runningCourseInfo());
      }),
    );
    const view = render();
    expect(await screen.findByText('Kurs na 07.03.2030')).toBeInTheDocument();
    expect(screen.getAllByText('07.03')).toHaveLength(2);
    await view.user.click(screen.getByRole('button', { name: 'Rozpocznij kurs' }));
    const dialog = screen.getByRole('dialog', { name: 'Rozpocząć kurs?' });
    expect(dialog).toHaveTextContent(/Kurs jest zaplanowany na 07\.03\.2030, a dziś jest /);
    await view.user.click(within(dialog).getByRole('button', { name: 'anuluj' }));
    expect(starts).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Rozpocznij kurs' }));
    await view.user.click(screen.getByRole('button', { name: 'tak, rozpocznij' }));
    await waitFor(() => expect(starts).toHaveLength(1));
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

  it('asks before ending a course with stops not marked, listing them', async () => {
    const ends: string[] = [];
    const running = runningCourseInfo();
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(running)),
      http.post('*/api/course-info/end/:token/:at', ({ params }) => {
        ends.push(String(params.at));
        return HttpResponse.json(
          runningCourseInfo({
            driverEndAt: '2030-03-07T07:40:00Z',
            actions: { reply: [], start: false, reach: [], end: false, report: true },
          }),
        );
      }),
    );
    const view = render();
    await view.user.click(await screen.findByRole('button', { name: 'Zakończ kurs' }));
    const dialog = screen.getByRole('dialog', { name: 'Zakończyć kurs?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A Warszawa Centralna', 'B Warszawa Grochów']);
    expect(dialog).toHaveTextContent('Pierwszy przystanek jest zaplanowany na 08:00 07.03.2030.');
    await view.user.click(within(dialog).getByRole('button', { name: 'anuluj' }));
    expect(ends).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Zakończ kurs' }));
    await view.user.click(screen.getByRole('button', { name: 'tak, zakończ' }));
    await waitFor(() => expect(ends).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Raport z kursu' })).toBeInTheDocument();
  });

  it('ends a course whose stops are all marked in one tap', async () => {
    const base = runningCourseInfo();
    // A course of the past: ending it asks nothing.
    const reached = runningCourseInfo({
      rides: base.rides.map((ride) => ({
        ...ride,
        segments: ride.segments.map((segment) => ({
          ...segment,
          waypointStart: {
            ...segment.waypointStart,
            time: '2020-03-07T07:00:00Z',
            achievedAtByDriver: '2020-03-07T07:01:00Z',
          },
          waypointEnd: {
            ...segment.waypointEnd,
            time: '2020-03-07T07:30:00Z',
            achievedAtByDriver: '2020-03-07T07:31:00Z',
          },
        })),
      })),
    });
    let ended = false;
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(reached)),
      http.post('*/api/course-info/end/:token/:at', () => {
        ended = true;
        return HttpResponse.json(reached);
      }),
    );
    const view = render();
    await view.user.click(await screen.findByRole('button', { name: 'Zakończ kurs' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(ended).toBe(true));
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
    // The phone opens its number keyboard.
    expect(distance).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Godziny oczekiwania' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
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
