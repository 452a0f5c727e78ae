/**
 * The fleet user's monthly reports, 'Rozliczenia kierowców' and 'Rozliczenia podwykonawców'
 * (administration.md §2.1 driver-report, subcontractor-report-page; §2.3 Flota group). Who reads them
 * (one rule for the menu and the server) and how a group's and the report's totals add up; the rows'
 * figures and amounts are the settlement drawer's own (`pricedRides`, `billAmount`), so the totals equal
 * what the settlement screens show (docs/spec-decisions.md rows 440-447).
 */
import { sumFigure, type SettlementFigures } from '../settlement/settlement-totals';

/**
 * Both reports, their routes and their menu entries: ROLE_FLEET of a company (the report is always of
 * the own company, so a fleet user of none has nothing to read). One rule for the menu, the route
 * guard and the server (docs/spec-decisions.md rows 440, 705), written in auth/roles.ts.
 * Example: canReadFleetReports({ roles: ['ROLE_FLEET'], companyId: null }) === false
 */
export { isFleetUserOfCompany as canReadFleetReports } from '../auth/roles';

export type FleetReportKind = 'drivers' | 'subcontractors';

/** One settled row: a ride (driver report) or a course's subcontractor bill (subcontractor report). */
export interface FleetReportRow extends SettlementFigures {
  /** Hundredths of a złoty; null without a stake or a distance ('brak stawki'). */
  amount: number | null;
}

export interface FleetReportTotals {
  rows: number;
  /** Whole km; 0 when no row has one. */
  distance: number;
  waitingHundredthsOfHour: number;
  highwayCost: number;
  /** The priced rows' amounts. */
  amount: number;
  /** Rows with a distance but no amount: left out of `amount`, the page says so. */
  unpriced: number;
}

/**
 * Sums of any number of rows (a group's subtotal, or the grand total over every row), each an integer
 * sum through the settlement's own adder.
 * Example: fleetReportTotals([{ distance: 10, waitingHundredthsOfHour: 50, highwayCost: null, amount: 3400 },
 *   { distance: 5, waitingHundredthsOfHour: null, highwayCost: 900, amount: null }])
 *   -> { rows: 2, distance: 15, waitingHundredthsOfHour: 50, highwayCost: 900, amount: 3400, unpriced: 1 }
 */
export function fleetReportTotals(rows: readonly FleetReportRow[]): FleetReportTotals {
  const sum = (pick: (row: FleetReportRow) => number | null) => sumFigure(rows.map(pick)) ?? 0;
  return {
    rows: rows.length,
    distance: sum((row) => row.distance),
    waitingHundredthsOfHour: sum((row) => row.waitingHundredthsOfHour),
    highwayCost: sum((row) => row.highwayCost),
    amount: sum((row) => row.amount),
    unpriced: rows.filter((row) => row.distance !== null && row.amount === null).length,
  };
}
