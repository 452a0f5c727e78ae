import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { SettingsLayout } from './settings-layout';

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Opcje ustawień' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the settings menu', () => {
  it("offers 'Kalendarz' to a driver and a passenger signed in as themselves", () => {
    for (const role of ['ROLE_DRIVER', 'ROLE_PASSENGER']) {
      const view = renderWithRouter(<SettingsLayout user={{ roles: [role], impersonator: null }} />);
      expect(menuLabels().at(-1)).toBe('KalendarzTwoje przejazdy w kalendarzu telefonu');
      view.unmount();
    }
  });

  it("offers 'Raporty e-mailem' only to whom a report may be sent (a fleet user of a company)", () => {
    const fleet = renderWithRouter(
      <SettingsLayout user={{ roles: ['ROLE_FLEET'], companyId: 3, impersonator: null }} />,
    );
    expect(menuLabels()).toContain('Raporty e-mailemRaporty wysyłane co tydzień lub co miesiąc');
    fleet.unmount();
    renderWithRouter(<SettingsLayout user={{ roles: ['ROLE_DRIVER'], companyId: 3, impersonator: null }} />);
    expect(menuLabels().some((label) => label?.startsWith('Raporty'))).toBe(false);
  });

  it("hides 'Kalendarz' from other roles and from someone previewing a driver", () => {
    for (const user of [
      { roles: ['ROLE_USER'], impersonator: null },
      { roles: ['ROLE_DRIVER'], impersonator: { id: 1, username: 'admin' } },
    ]) {
      const view = renderWithRouter(<SettingsLayout user={user} />);
      expect(menuLabels().some((label) => label?.startsWith('Kalendarz'))).toBe(false);
      expect(menuLabels()).toContain('SamochódTwój samochód i protokoły przekazania');
      view.unmount();
    }
  });
});
