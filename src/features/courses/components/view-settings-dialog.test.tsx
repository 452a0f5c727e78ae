import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildCourse, buildRide, buildSegment, buildPlace } from '@mocks/courses';
import { viewSettingsKey } from '../hooks/use-view-settings';
import { renderCourseList, setScreenWidth } from './course-list.test-utils';

const twoStops = [
  buildSegment({ position: 1, locomotives: [{ id: 1, sideNumber: 'EU07-123' }] }),
  buildSegment({
    position: 2,
    employees: [{ id: 5, name: 'Adam Maszynista', phone: '600700800' }],
    waypointStart: buildSegment().waypointEnd,
    waypointEnd: {
      achievedAtByDriver: null,
      id: 999,
      time: '2026-11-12T07:30:00+01:00',
      place: buildPlace({ id: 3, name: 'Legionowo', address: 'ul. Kolejowa 1, Legionowo', type: 'hotel' }),
    },
  }),
];
const courses = [buildCourse({ status: 'in_progress', rides: [buildRide({ segments: twoStops })] })];

async function openSettings(view: ReturnType<typeof renderCourseList>) {
  await view.user.click(await screen.findByRole('button', { name: 'Ustawienia widoku' }));
  return screen.findByRole('dialog', { name: 'Ustawienia widoku' });
}

describe('View settings', () => {
  it('hides intermediate stops and passengers on the cards and remembers it', async () => {
    setScreenWidth(1400);
    const view = renderCourseList(courses);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Warszawa Grochów')).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'Adam Maszynista' })).toBeInTheDocument();

    const dialog = await openSettings(view);
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Przystanki pośrednie' }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Pasażerowie' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Relacja' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'zapisz zmiany' }));

    expect(within(card).queryByText('Warszawa Grochów')).not.toBeInTheDocument();
    expect(within(card).getByText('1 przystanek pośredni')).toBeInTheDocument();
    expect(within(card).getByText('Legionowo')).toBeInTheDocument();
    expect(localStorage.getItem(viewSettingsKey(1))).toContain('full_waypoint_address');
    expect(localStorage.getItem(viewSettingsKey(1))).not.toContain('passengers');
  });

  it('hides a column unticked in Widoczne kolumny and discards changes on anuluj', async () => {
    setScreenWidth(1400);
    const view = renderCourseList(courses);
    await screen.findByRole('article');

    let dialog = await openSettings(view);
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Zakończone' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'anuluj' }));
    expect(screen.getByRole('region', { name: 'Zakończone' })).toBeInTheDocument();

    dialog = await openSettings(view);
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Zakończone' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'zapisz zmiany' }));
    expect(screen.queryByRole('region', { name: 'Zakończone' })).not.toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('gives a passenger passengers and locomotives only, without column choice', async () => {
    const segment = buildSegment({ locomotives: [{ id: 1, sideNumber: 'EU07-123' }] });
    const view = renderCourseList(
      [buildCourse({ rides: [buildRide({ segments: [segment] })] })],
      ['ROLE_PASSENGER'],
    );
    const card = await screen.findByRole('article');
    expect(within(card).getByText(/EU07-123/)).toBeInTheDocument();
    expect(within(card).queryByText('Al. Jerozolimskie 54, Warszawa')).not.toBeInTheDocument();
    expect(within(card).queryByText('12,5 km · 25 min')).not.toBeInTheDocument();
    const dialog = await openSettings(view);
    expect(within(dialog).queryByText('Widoczne kolumny')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Lokomotywy' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Kilometry i czas' })).not.toBeChecked();
  });

  it('requires at least one column instead of saving a blank page', async () => {
    setScreenWidth(1400);
    const view = renderCourseList(courses);
    await screen.findByRole('article');
    const dialog = await openSettings(view);
    for (const column of ['Wymaga uwagi', 'W trakcie realizacji', 'Zakończone'])
      await view.user.click(within(dialog).getByRole('checkbox', { name: column }));
    await view.user.click(within(dialog).getByRole('button', { name: 'zapisz zmiany' }));

    expect(within(dialog).getByText('Wybierz przynajmniej jedną kolumnę')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ustawienia widoku' })).toBeInTheDocument();
    expect(localStorage.getItem(viewSettingsKey(1))).toBeNull();
  });

  it('shows every column when the stored settings have none', async () => {
    setScreenWidth(1400);
    localStorage.setItem(viewSettingsKey(1), JSON.stringify({ columns: [], card: [] }));
    renderCourseList(courses);
    await screen.findByRole('article');
    expect(screen.getByRole('region', { name: 'W trakcie realizacji' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Zakończone' })).toBeInTheDocument();
  });
});
