import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { runningCourseInfo } from '../api/course-info.fixture';
import { QUEUED_NOTICE } from '../hooks/use-driver-marks';
import { DriverCoursePage } from './driver-course-page';

const TOKEN = 'b'.repeat(43);
const QUEUE_KEY = `driver-marks:${TOKEN}`;

const render = () =>
  renderWithRouter(<DriverCoursePage token={TOKEN} />, {
    path: '/kurs/:token',
    initialEntry: `/kurs/${TOKEN}`,
    routes: [{ path: '/kurs/404', element: <p>Nie znaleziono kursu</p> }],
  });

/** The phone as the browser reports it: offline for the page and for React Query. */
function goOffline() {
  vi.stubGlobal('navigator', { ...navigator, onLine: false });
  onlineManager.setOnline(false);
}

function goOnline() {
  vi.unstubAllGlobals();
  act(() => {
    onlineManager.setOnline(true);
    window.dispatchEvent(new Event('online'));
  });
}

/** A server for the running course that refuses connections while `reachable()` is false. */
function courseServer(reachable: () => boolean) {
  const sent: number[] = [];
  server.use(
    http.get('*/api/course-info/:token', () =>
      reachable() ? HttpResponse.json(runningCourseInfo()) : HttpResponse.error(),
    ),
    http.post('*/api/course-info/segment-achieved/:token/:waypoint', ({ params }) => {
      if (!reachable()) return HttpResponse.error();
      sent.push(Number(params.waypoint));
      return HttpResponse.json(runningCourseInfo());
    }),
  );
  return sent;
}

/** The stop's item on the page (the map names the places too). */
function stopItem(place: string): HTMLElement {
  const item = screen.getAllByRole('listitem').find((li) => within(li).queryByText(place) !== null);
  if (!item) throw new Error(`no stop ${place}`);
  return item;
}

async function reach(view: ReturnType<typeof render>, place: string) {
  await screen.findByRole('heading', { name: 'Kurs IC/0001/03/2030' });
  await view.user.click(within(stopItem(place)).getByRole('button', { name: 'Osiągnięto przystanek' }));
  await view.user.click(
    within(screen.getByRole('dialog', { name: `Osiągnięto przystanek ${place}?` })).getByRole('button', {
      name: 'tak, osiągnięto',
    }),
  );
}

const stopOf = (place: string) => within(stopItem(place));

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('DriverCoursePage without a connection', () => {
  it('keeps a stop marked offline on the phone at the tap, through a reload, and sends it once', async () => {
    let reachable = true;
    const sent = courseServer(() => reachable);
    const first = render();
    await screen.findByRole('heading', { name: 'Kurs IC/0001/03/2030' });
    reachable = false;
    goOffline();

    await reach(first, 'Warszawa Centralna');
    expect(localStorage.getItem(QUEUE_KEY)).toContain('"waypointId":31');
    expect(
      await stopOf('Warszawa Centralna').findByText(/^Dojazd o .*czeka na wysłanie$/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Czeka na wysłanie: 1/)).toBeInTheDocument();
    first.unmount();

    // Reloaded without a connection: the course the phone knows, with the mark still waiting.
    const second = render();
    expect(await screen.findByRole('heading', { name: 'Kurs IC/0001/03/2030' })).toBeInTheDocument();
    expect(
      await screen.findByText('Brak połączenia z serwerem: widzisz ostatnio pobrany stan kursu.'),
    ).toBeInTheDocument();
    expect(stopOf('Warszawa Centralna').getByText(/^Dojazd o .*czeka na wysłanie$/)).toBeInTheDocument();

    reachable = true;
    goOnline();
    await waitFor(() => expect(screen.queryByText(/Czeka na wysłanie/)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText(/Brak połączenia z serwerem/)).not.toBeInTheDocument());
    expect(sent).toEqual([31]);
    expect(localStorage.getItem(QUEUE_KEY)).toBe('[]');
    second.unmount();
  });

  it('sends new marks straight to the server once it answers again after a failed send', async () => {
    let reachable = true;
    const sent = courseServer(() => reachable);
    const view = render();
    await screen.findByRole('heading', { name: 'Kurs IC/0001/03/2030' });

    // The phone believes it is online, but the server cannot be reached.
    reachable = false;
    await reach(view, 'Warszawa Centralna');
    expect(await screen.findByText(QUEUED_NOTICE)).toBeInTheDocument();
    expect(await screen.findByText(/Czeka na wysłanie: 1/)).toBeInTheDocument();

    reachable = true;
    await reach(view, 'Warszawa Grochów');
    await waitFor(() => expect(sent).toEqual([31, 32]));
    await waitFor(() => expect(screen.queryByText(/Czeka na wysłanie/)).not.toBeInTheDocument());
    expect(localStorage.getItem(QUEUE_KEY)).toBe('[]');
  });

  it('shows a mark on its way and offers no second confirmation of the stop meanwhile', async () => {
    let answer: () => void = () => undefined;
    const sent: number[] = [];
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(runningCourseInfo())),
      http.post('*/api/course-info/segment-achieved/:token/:waypoint', async ({ params }) => {
        sent.push(Number(params.waypoint));
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        const base = runningCourseInfo();
        return HttpResponse.json(
          runningCourseInfo({
            rides: base.rides.map((ride) => ({
              ...ride,
              segments: ride.segments.map((segment) => ({
                ...segment,
                waypointStart: { ...segment.waypointStart, achievedAtByDriver: '2030-03-07T07:01:00Z' },
              })),
            })),
          }),
        );
      }),
    );
    const view = render();
    await reach(view, 'Warszawa Centralna');
    expect(await stopOf('Warszawa Centralna').findByText(/^Dojazd o .*wysyłanie…$/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Wysyłanie…' })).toBeInTheDocument();
    expect(stopOf('Warszawa Centralna').queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([31]));

    act(() => answer());
    expect(await stopOf('Warszawa Centralna').findByText('Dojazd o 08:01')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Wysyłanie…' })).not.toBeInTheDocument();
    expect(sent).toEqual([31]);
  });

  it('drops a mark the server refuses, says why and shows the course as the server has it', async () => {
    const reads: number[] = [];
    server.use(
      http.get('*/api/course-info/:token', () => {
        reads.push(reads.length);
        return HttpResponse.json(runningCourseInfo());
      }),
      http.post('*/api/course-info/segment-achieved/:token/:waypoint', () =>
        HttpResponse.json(
          {
            '@type': 'hydra:Error',
            'hydra:description': 'Przystanek można oznaczyć tylko w trakcie rozpoczętego kursu.',
          },
          { status: 409 },
        ),
      ),
    );
    const view = render();
    await reach(view, 'Warszawa Centralna');
    expect(
      await screen.findByText('Przystanek można oznaczyć tylko w trakcie rozpoczętego kursu.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(reads.length).toBeGreaterThan(1));
    expect(
      stopOf('Warszawa Centralna').getByRole('button', { name: 'Osiągnięto przystanek' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(QUEUE_KEY)).toBe('[]');
  });

  it('says so, with a way to try again, when the phone knows no course and the server is unreachable', async () => {
    let reachable = false;
    courseServer(() => reachable);
    const view = render();
    await view.user.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(
      screen.getByText('Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.'),
    ).toBeInTheDocument();
    reachable = true;
    await view.user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Kurs IC/0001/03/2030' })).toBeInTheDocument();
  });
});
