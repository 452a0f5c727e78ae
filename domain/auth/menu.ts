import { canReadSecurityAuditLog } from '../audit/audit-events';
import { mayManageCars } from '../fleet/car-permissions';
import { mayUseFuel } from '../fleet/fuel-permissions';
import { mayManageLocomotives } from '../locomotives/locomotive-permissions';
import { canReadFleetReports } from '../reports/fleet-report';
import { kilometerSettlementScope } from '../settlement/kilometer-settlement-scope';
import { hasAllRoles, hasAnyRole, type HasRoles, type Role } from './roles';

/** Whom the menu is drawn for: roles, and the company the fleet rules need. */
export interface MenuUser extends HasRoles {
  companyId: number | null;
}

/** One entry of the menu table of administration.md §2.3. */
export interface MenuEntry {
  key: string;
  label: string;
  path: string;
  /** Visible when the user holds any of these roles. */
  anyOf?: readonly Role[];
  /** Visible only when the user holds every one of these roles. */
  allOf?: readonly Role[];
  children?: readonly MenuEntry[];
  /** Visible when this rule holds, for an entry no role list describes (roles checked as well). */
  rule?: (user: MenuUser) => boolean;
}

export const MENU: readonly MenuEntry[] = [
  { key: 'courses', label: 'Kursy', path: '/course', anyOf: ['ROLE_DEFAULT'] },
  {
    key: 'employee-requests',
    label: 'Zgłoszenia maszynistów',
    path: '/employee-request',
    // §2.3 names the watchers; the page's own users (§2.1: passengers, admins) reach it here too (row 531).
    anyOf: ['ROLE_EMPLOYEE_REQUEST', 'ROLE_ADMIN', 'ROLE_PASSENGER'],
  },
  { key: 'accommodations', label: 'Noclegi', path: '/accommodations', anyOf: ['ROLE_ADMIN', 'ROLE_HOTEL'] },
  {
    key: 'passengers',
    label: 'Pasażerowie',
    path: '/passengers',
    anyOf: ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_COMPANY', 'ROLE_USER_COMPANY', 'ROLE_TRANSPORT_COMPANY'],
  },
  {
    key: 'passengers-change',
    label: 'Ewidencja zmian pasażerów',
    path: '/passengers-change',
    anyOf: ['ROLE_PASSENGER_CHANGE'],
  },
  { key: 'companies', label: 'Firmy', path: '/companies', anyOf: ['ROLE_ADMIN', 'ROLE_USER'] },
  {
    key: 'drivers',
    label: 'Kierowcy',
    path: '/drivers',
    anyOf: ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_TRANSPORT_COMPANY'],
  },
  {
    key: 'driver-absences',
    label: 'Urlopy',
    path: '/driver_absences',
    anyOf: ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_TRANSPORT_COMPANY'],
  },
  // The Flota group (§2.3, ROLE_FLEET): each page's entry follows the rule its route guard and the
  // server apply, so nobody sees an entry that opens 'Brak dostępu' nor misses a page they may open
  // (docs/spec-decisions.md row 705: 'Samochody' keeps row 400's circle). The group shows while any
  // of its entries does.
  {
    key: 'fleet',
    label: 'Flota',
    path: '/fleet',
    children: [
      { key: 'transactions', label: 'Transakcje', path: '/fleet/transactions', rule: mayUseFuel },
      { key: 'fuel-cards', label: 'Karty paliwowe', path: '/fleet/fuel-cards', rule: mayUseFuel },
      { key: 'car-fleet', label: 'Samochody', path: '/fleet/cars', rule: mayManageCars },
      {
        key: 'driver-report',
        label: 'Rozliczenia kierowców',
        path: '/fleet/driver-report',
        rule: canReadFleetReports,
      },
      {
        key: 'subcontractor-report',
        label: 'Rozliczenia podwykonawców',
        path: '/fleet/subcontractor-report',
        rule: canReadFleetReports,
      },
    ],
  },
  {
    key: 'places',
    label: 'Miejsca',
    path: '/places',
    anyOf: ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_TRANSPORT_COMPANY', 'ROLE_COMPANY'],
  },
  { key: 'hotels', label: 'Hotele', path: '/hotels', anyOf: ['ROLE_ADMIN', 'ROLE_HOTEL'] },
  {
    key: 'starting-bases',
    label: 'Bazy startowe',
    path: '/starting_bases',
    anyOf: ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_TRANSPORT_COMPANY'],
  },
  {
    key: 'locomotives',
    label: 'Lokomotywy',
    path: '/locomotives',
    // Not in the §2.3 table; the roles that edit locomotives (docs/spec-decisions.md).
    rule: mayManageLocomotives,
  },
  {
    key: 'defined-kilometers',
    label: 'Zdefiniowane kilometry',
    path: '/defined-kilometers',
    anyOf: ['ROLE_DEFINED_KILOMETERS'],
  },
  {
    key: 'users',
    label: 'Użytkownicy',
    path: '/users',
    anyOf: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_TRANSPORT_COMPANY'],
  },
  {
    key: 'finances',
    label: 'Finanse',
    path: '/finances',
    anyOf: ['ROLE_COMPANY_STATISTICS', 'ROLE_COURSE_FINANCIAL_REPORT'],
  },
  { key: 'invoices', label: 'Fakturowanie', path: '/invoices', anyOf: ['ROLE_INVOICE'] },
  {
    key: 'financial-settlement',
    label: 'Rozliczenia',
    path: '/financial-settlement',
    // The employee with kilometer courses, and the accountant (issue 11).
    rule: (user) => kilometerSettlementScope(user) !== null,
  },
  // Issue 14 (docs/spec-decisions.md row 321): the security audit log, for administrators only.
  {
    key: 'security-audit-log',
    label: 'Dziennik bezpieczeństwa',
    path: '/security-audit-log',
    rule: canReadSecurityAuditLog,
  },
];

export function canSeeMenuEntry(user: MenuUser, entry: MenuEntry): boolean {
  if (entry.allOf && !hasAllRoles(user, entry.allOf)) return false;
  if (entry.anyOf && !hasAnyRole(user, entry.anyOf)) return false;
  if (entry.rule && !entry.rule(user)) return false;
  return true;
}

/**
 * The menu a user sees: entries their roles allow, limited to `available` keys (pages that exist).
 * Example: menuFor({ roles: ['ROLE_DEFAULT'], companyId: null }, new Set(['courses'])) -> [Kursy]
 */
export function menuFor(user: MenuUser, available?: ReadonlySet<string>): MenuEntry[] {
  const visible = (entry: MenuEntry) =>
    canSeeMenuEntry(user, entry) && (!available || available.has(entry.key));
  return MENU.flatMap((entry) => {
    if (!entry.children) return visible(entry) ? [entry] : [];
    const children = entry.children.filter(visible);
    return canSeeMenuEntry(user, entry) && children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/**
 * Passengers' phones and home addresses are for the roles of the 'Pasażerowie' menu entry
 * (administration.md §2.3); others picking a colleague see names only.
 * Example: canSeePassengerContacts({ roles: ['ROLE_PASSENGER'] }) === false
 */
export function canSeePassengerContacts(user: HasRoles): boolean {
  const entry = MENU.find((candidate) => candidate.key === 'passengers');
  // The entry is a role list (no rule), so the company plays no part here.
  return entry !== undefined && canSeeMenuEntry({ roles: user.roles, companyId: null }, entry);
}
