import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MENU } from '@domain/auth/menu';
import { AppMenu } from './app-menu';
import { AVAILABLE_PAGES } from './available-pages';

const ALL_PAGES: ReadonlySet<string> = new Set(
  MENU.flatMap((entry) => [entry.key, ...(entry.children ?? []).map((child) => child.key)]),
);

function renderMenu(
  roles: string[],
  { impersonating = false, available = ALL_PAGES, companyId = 1 as number | null } = {},
) {
  const onLeavePreview = vi.fn();
  render(
    <MemoryRouter initialEntries={['/course']}>
      <AppMenu
        user={{ roles: ['ROLE_DEFAULT', ...roles], companyId }}
        available={available}
        impersonating={impersonating}
        onLeavePreview={onLeavePreview}
      />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Menu główne' });
  const labels = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return { nav, labels, onLeavePreview };
}

describe('AppMenu', () => {
  it('shows only existing pages: Kursy, the landed administration pages, then Ustawienia and Wyloguj', () => {
    const { labels } = renderMenu(['ROLE_ADMIN'], { available: AVAILABLE_PAGES });
    expect(labels).toEqual([
      'Kursy',
      'Zgłoszenia maszynistów',
      'Noclegi',
      'Pasażerowie',
      'Firmy',
      'Kierowcy',
      'Urlopy',
      'Samochody',
      'Miejsca',
      'Hotele',
      'Bazy startowe',
      'Lokomotywy',
      'Użytkownicy',
      'Dziennik bezpieczeństwa',
      'Ustawienia',
      'Wyloguj',
    ]);
  });

  it('gives an administrator the administration entries', () => {
    const { labels } = renderMenu(['ROLE_ADMIN']);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Kursy',
        'Noclegi',
        'Pasażerowie',
        'Firmy',
        'Kierowcy',
        'Miejsca',
        'Użytkownicy',
      ]),
    );
    expect(labels).not.toContain('Rozliczenia');
    expect(labels).not.toContain('Transakcje');
  });

  it('gives a passenger with kilometer courses Kursy, their requests and Rozliczenia', () => {
    const { labels } = renderMenu(['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE']);
    expect(labels).toEqual(['Kursy', 'Zgłoszenia maszynistów', 'Rozliczenia', 'Ustawienia', 'Wyloguj']);
  });

  it('groups the fleet pages for a fleet user', () => {
    renderMenu(['ROLE_FLEET']);
    const fleet = screen.getByRole('list', { name: 'Flota' });
    expect(
      within(fleet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Transakcje',
      'Karty paliwowe',
      'Samochody',
      'Rozliczenia kierowców',
      'Rozliczenia podwykonawców',
    ]);
  });

  // Row 705: the entries follow the pages' own rules (mayManageCars, mayUseFuel, canReadFleetReports).
  it('gives a transport company the Flota group with Samochody only', () => {
    renderMenu(['ROLE_TRANSPORT_COMPANY'], { available: AVAILABLE_PAGES });
    const fleet = screen.getByRole('list', { name: 'Flota' });
    expect(
      within(fleet)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Samochody', '/fleet/cars']]);
  });

  it('leaves fuel and the reports out for a fleet user of no company', () => {
    const { labels } = renderMenu(['ROLE_FLEET'], { companyId: null });
    expect(labels).toContain('Samochody');
    expect(labels).not.toContain('Transakcje');
    expect(labels).not.toContain('Rozliczenia kierowców');
  });

  it('marks the current page', () => {
    renderMenu([], { available: AVAILABLE_PAGES });
    expect(screen.getByRole('link', { name: 'Kursy' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers only leaving the preview in an impersonated session', async () => {
    const { labels, onLeavePreview } = renderMenu(['ROLE_PASSENGER'], { impersonating: true });
    expect(labels).not.toContain('Ustawienia');
    expect(labels).not.toContain('Wyloguj');

    await userEvent.click(screen.getByRole('button', { name: 'Opuść tryb podglądu' }));
    expect(onLeavePreview).toHaveBeenCalledTimes(1);
  });
});
