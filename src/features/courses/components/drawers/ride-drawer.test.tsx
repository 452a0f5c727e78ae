import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildCourse, buildRide } from '@mocks/courses';
import { setScreenWidth } from '../course-list.test-utils';
import { RIDE_MAP_HEIGHT } from './ride-map';
import { renderCoursesWithDrawers } from './drawers.test-utils';

const course = buildCourse({ id: 701, rides: [buildRide({ id: 951, number: 'IC/0500/11/2026' })] });
const points = { 1: { latitude: 52.2287, longitude: 21.0032 }, 2: { latitude: 52.2427, longitude: 21.1057 } };

async function openRide() {
  setScreenWidth(1400);
  const view = renderCoursesWithDrawers([course], { initialEntry: '/course?course=701&ride=951', points });
  const drawer = await screen.findByRole('dialog', { name: 'Przejazd IC/0500/11/2026' });
  return { view, drawer };
}

afterEach(() => vi.unstubAllGlobals());

describe('Ride drawer', () => {
  it('opens on Relacja with the general info and the full timeline', async () => {
    const { drawer } = await openRide();
    expect(within(drawer).getByRole('tab', { name: 'Relacja' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(drawer).getByRole('tabpanel', { name: 'Relacja' });
    expect(within(panel).getByText('Oczekuje na akceptację firmy transportowej')).toBeInTheDocument();
    expect(within(panel).getByText('Warszawa Grochów')).toBeInTheDocument();
    expect(within(panel).getByText('Al. Jerozolimskie 54, Warszawa')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Jan Kowalski' })).toBeInTheDocument();
  });

  it('shows the empty comments and communication tabs', async () => {
    const { view, drawer } = await openRide();
    await view.user.click(within(drawer).getByRole('tab', { name: 'Komentarze' }));
    const comments = within(drawer).getByRole('tabpanel', { name: 'Komentarze' });
    expect(await within(comments).findByText('Brak komentarzy')).toBeInTheDocument();
    expect(within(comments).getByRole('textbox', { name: 'Wiadomość' })).toBeInTheDocument();
    await view.user.click(within(drawer).getByRole('tab', { name: 'Komunikacja' }));
    expect(within(drawer).getByRole('tabpanel', { name: 'Komunikacja' })).toHaveTextContent(
      'Brak komunikacji',
    );
  });

  it('draws the stops on the inline map', async () => {
    const { view, drawer } = await openRide();
    const toggle = within(drawer).getByRole('button', { name: 'Pokaż na mapie' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const map = await within(drawer).findByRole('img', { name: 'Mapa przejazdu' });
    expect(map).toHaveStyle({ height: `${RIDE_MAP_HEIGHT}px` });
    expect(map.querySelectorAll('circle')).toHaveLength(2);
    expect(map).toHaveTextContent('Warszawa Centralna');
    await view.user.click(toggle);
    expect(within(drawer).queryByRole('img', { name: 'Mapa przejazdu' })).not.toBeInTheDocument();
  });
});
