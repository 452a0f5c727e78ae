/**
 * Menu keys whose pages exist. An entry of `domain/auth/menu.ts` appears in the menu only once its
 * page works (docs/spec-decisions.md #3).
 */
export const AVAILABLE_PAGES: ReadonlySet<string> = new Set([
  'courses',
  'financial-settlement',
  'finances',
  'defined-kilometers',
  'companies',
  'passengers',
  'locomotives',
  'drivers',
  'driver-absences',
  'users',
  'places',
  'hotels',
  'starting-bases',
  'accommodations',
  'security-audit-log',
  'driver-report',
  'subcontractor-report',
  // Fuel (issue 16).
  'transactions',
  'fuel-cards',
  'car-fleet',
  // The passenger-change register (issue 17).
  'passengers-change',
  // Invoices (issue 17).
  'invoices',
  // Employee requests (issue 17).
  'employee-requests',
]);
