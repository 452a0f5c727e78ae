import { describe, expect, it } from 'vitest';
import { MENU, canSeeMenuEntry, menuFor } from './menu';
import { normalizeRoles } from './roles';

const user = (...roles: string[]) => ({ roles: normalizeRoles(roles), companyId: 1 });
const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('menuFor', () => {
  it('shows an admin the management entries', () => {
    expect(labels(menuFor(user('ROLE_ADMIN')))).toEqual([
      'Kursy',
      'Zgłoszenia maszynistów',
      'Noclegi',
      'Pasażerowie',
      'Firmy',
      'Kierowcy',
      'Urlopy',
      'Flota',
      'Miejsca',
      'Hotele',
      'Bazy startowe',
      'Lokomotywy',
      'Użytkownicy',
      'Dziennik bezpieczeństwa',
    ]);
  });

  it('shows the security audit log to administrators only', () => {
    for (const role of ['ROLE_USER', 'ROLE_COMPANY', 'ROLE_TRANSPORT_COMPANY', 'ROLE_ACCOUNTANT'] as const)
      expect(labels(menuFor(user(role)))).not.toContain('Dziennik bezpieczeństwa');
  });

  it('shows a dispatcher passengers and companies but not users', () => {
    const menu = labels(menuFor(user('ROLE_USER')));
    expect(menu).toEqual(expect.arrayContaining(['Kursy', 'Pasażerowie', 'Firmy', 'Kierowcy', 'Miejsca']));
    expect(menu).not.toContain('Użytkownicy');
  });

  it('shows everyone Kursy through ROLE_DEFAULT', () => {
    expect(labels(menuFor(user()))).toEqual(['Kursy']);
    expect(labels(menuFor(user('ROLE_DRIVER')))).toEqual(['Kursy']);
  });

  it('shows Rozliczenia to a passenger with ROLE_KILOMETER_COURSE only', () => {
    expect(labels(menuFor(user('ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE')))).toContain('Rozliczenia');
    expect(labels(menuFor(user('ROLE_PASSENGER')))).not.toContain('Rozliczenia');
    expect(labels(menuFor(user('ROLE_KILOMETER_COURSE')))).not.toContain('Rozliczenia');
  });

  it('shows Rozliczenia to the accountant', () => {
    expect(labels(menuFor(user('ROLE_ACCOUNTANT')))).toContain('Rozliczenia');
  });

  it('shows the Flota group with its children to fleet users', () => {
    const fleet = menuFor(user('ROLE_FLEET')).find((entry) => entry.key === 'fleet');
    expect(fleet && labels([...(fleet.children ?? [])])).toEqual([
      'Transakcje',
      'Karty paliwowe',
      'Samochody',
      'Rozliczenia kierowców',
      'Rozliczenia podwykonawców',
    ]);
  });

  // Row 705: each Flota entry follows its page's own rule (route guard and server alike).
  it('shows an administrator and a transport company only Samochody of the Flota group', () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_TRANSPORT_COMPANY']) {
      const fleet = menuFor(user(role)).find((entry) => entry.key === 'fleet');
      expect(fleet && labels([...(fleet.children ?? [])])).toEqual(['Samochody']);
    }
  });

  it('hides the Flota group from whom no fleet page opens', () => {
    for (const role of ['ROLE_USER', 'ROLE_COMPANY', 'ROLE_DRIVER', 'ROLE_PASSENGER', 'ROLE_ACCOUNTANT']) {
      expect(menuFor(user(role)).some((entry) => entry.key === 'fleet')).toBe(false);
    }
  });

  it('gives a fleet user of no company only Samochody: fuel and reports need a company', () => {
    const fleet = menuFor({ ...user('ROLE_FLEET'), companyId: null }).find((entry) => entry.key === 'fleet');
    expect(fleet && labels([...(fleet.children ?? [])])).toEqual(['Samochody']);
  });

  it('limits the menu to available pages', () => {
    const available = new Set(['courses', 'companies']);
    expect(labels(menuFor(user('ROLE_ADMIN'), available))).toEqual(['Kursy', 'Firmy']);
  });

  it('keeps a group with only its available children and drops it when none is available', () => {
    const someFleet = menuFor(user('ROLE_FLEET'), new Set(['fleet', 'fuel-cards']));
    expect(someFleet.find((entry) => entry.key === 'fleet')?.children?.map((child) => child.key)).toEqual([
      'fuel-cards',
    ]);
    expect(menuFor(user('ROLE_FLEET'), new Set(['courses'])).map((entry) => entry.key)).toEqual(['courses']);
  });

  it('does not change the menu table', () => {
    const before = JSON.stringify(MENU);
    menuFor(user('ROLE_FLEET'), new Set(['fuel-cards']));
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

describe('canSeeMenuEntry', () => {
  it('needs every role of allOf and one of anyOf', () => {
    const entry = { key: 'x', label: 'X', path: '/x', anyOf: ['ROLE_ADMIN'], allOf: ['ROLE_FLEET'] } as const;
    expect(canSeeMenuEntry(user('ROLE_ADMIN', 'ROLE_FLEET'), entry)).toBe(true);
    expect(canSeeMenuEntry(user('ROLE_ADMIN'), entry)).toBe(false);
    expect(canSeeMenuEntry(user('ROLE_FLEET'), entry)).toBe(false);
  });
});
