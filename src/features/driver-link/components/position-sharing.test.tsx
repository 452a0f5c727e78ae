import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { positionHandler } from '@mocks/tracking';
import type { PositionBody } from '@domain/contract/tracking.schema';
import { renderWithRouter } from '@/test/render';
import { buildCourseInfo, runningCourseInfo } from '../api/course-info.fixture';
import { DriverCoursePage } from './driver-course-page';

const TOKEN = 'p'.repeat(43);

/** A phone whose position the test moves; `watchers` are the page's live watches. */
function fakeGeolocation() {
  const watchers = new Map<number, PositionCallback>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback, _failure?: PositionErrorCallback | null) => {
      watchers.set(next, success);
      return next++;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { geolocation }));
  const move = (latitude: number, longitude: number) => {
    for (const success of watchers.values())
      success({
        coords: { latitude, longitude, accuracy: 10 },
        timestamp: Date.now(),
      } as GeolocationPosition);
  };
  return { geolocation, watchers, move };
}

const render = () =>
  renderWithRouter(<DriverCoursePage token={TOKEN} />, {
    path: '/kurs/:token',
    initialEntry: `/kurs/${TOKEN}`,
  });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('sharing the car position from the driver page', () => {
  it('is not offered before the course starts', async () => {
    const phone = fakeGeolocation();
    const accepted = buildCourseInfo({
      rides: buildCourseInfo().rides.map((ride) => ({ ...ride, status: 'accepted_by_driver' })),
      actions: { reply: [], start: true, reach: [], end: false, report: false },
    });
    server.use(http.get('*/api/course-info/:token', () => HttpResponse.json(accepted)));
    render();
    expect(await screen.findByRole('button', { name: 'Rozpocznij kurs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Udostępnij położenie pasażerom' })).not.toBeInTheDocument();
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it('asks once, shows that the position is shared, sends at most every 5 s and stops on request', async () => {
    const phone = fakeGeolocation();
    const sent: PositionBody[] = [];
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(runningCourseInfo())),
      positionHandler(sent),
    );
    const view = render();
    await view.user.click(await screen.findByRole('button', { name: 'Udostępnij położenie pasażerom' }));
    expect(await screen.findByText('Udostępniasz położenie')).toBeInTheDocument();
    expect(localStorage.getItem(`driver-position:${TOKEN}`)).toBe('on');

    phone.move(52.2, 21.0);
    phone.move(52.3, 21.1);
    await waitFor(() => expect(sent).toEqual([{ latitude: 52.2, longitude: 21.0, accuracy: 10 }]));
    expect(await screen.findByText(/^Ostatnio wysłano \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Przestań udostępniać' }));
    expect(phone.geolocation.clearWatch).toHaveBeenCalled();
    expect(phone.watchers.size).toBe(0);
    expect(screen.getByRole('button', { name: 'Udostępnij położenie pasażerom' })).toBeInTheDocument();
    expect(localStorage.getItem(`driver-position:${TOKEN}`)).toBeNull();
  });

  it('drops a reading the server refuses and tells a driver whose phone denies the position', async () => {
    const phone = fakeGeolocation();
    localStorage.setItem(`driver-position:${TOKEN}`, 'on');
    const sent: PositionBody[] = [];
    server.use(
      http.get('*/api/course-info/:token', () => HttpResponse.json(runningCourseInfo())),
      positionHandler(sent, 409),
    );
    render();
    expect(await screen.findByText('Udostępniasz położenie')).toBeInTheDocument();
    await waitFor(() => expect(phone.geolocation.watchPosition).toHaveBeenCalled());
    phone.move(52.2, 21.0);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByText(/Ostatnio wysłano/)).not.toBeInTheDocument();

    const failure = phone.geolocation.watchPosition.mock.calls[0]?.[1];
    failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    expect(await screen.findByText(/Zezwól na lokalizację w ustawieniach przeglądarki/)).toBeInTheDocument();
  });
});
