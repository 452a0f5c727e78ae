/**
 * The rows and totals of the kilometer-course report (GET api/kilometer_courses/report): integer
 * arithmetic throughout, kilometres in tenths and money in hundredths, so the total is the sum of the rows.
 */

export interface KilometerReportRow {
  /** YYYY-MM-DD, Polish time. */
  date: string | null;
  rideNumber: string;
  passengers: string;
  /** 'first place -> last place'. */
  route: string;
  /** Kilometres in tenths (40.6 km -> 406). */
  kmTenths: number;
  /** Hundredths of a złoty; null when none was reported. */
  highwayCost: number | null;
  /** km x price per km, in hundredths. */
  amount: number;
}

export interface KilometerReportTotals {
  kmTenths: number;
  highwayCost: number;
  amount: number;
}

/** Example: kmTenths(40.64) === 406; kmTenths(null) === 0 */
export function kmTenths(km: number | null): number {
  return km === null || !Number.isFinite(km) ? 0 : Math.round(km * 10);
}

/**
 * km x price, rounded half up to the grosz, from integers only.
 * Example: kilometerAmount(406, 60) === 2436 (40,6 km x 0,60 zł = 24,36 zł); kilometerAmount(5, 5) === 3
 */
export function kilometerAmount(tenthsOfKm: number, priceHundredthsPerKm: number): number {
  const product = tenthsOfKm * priceHundredthsPerKm;
  if (!Number.isSafeInteger(product)) throw new RangeError('Kilometer amount beyond exact integers');
  return Math.floor((product + 5) / 10);
}

/**
 * The km the report settles: what the passenger reported ('the report's distance'), else the map's.
 * Example: reportKm({ reported: 52, computed: 40.6 }) === 52
 */
export function reportKm(distances: { reported: number | null; computed: number | null }): number | null {
  return distances.reported ?? distances.computed;
}

export function kilometerReportTotals(rows: readonly KilometerReportRow[]): KilometerReportTotals {
  const totals = { kmTenths: 0, highwayCost: 0, amount: 0 };
  for (const row of rows) {
    totals.kmTenths += row.kmTenths;
    totals.highwayCost += row.highwayCost ?? 0;
    totals.amount += row.amount;
  }
  if (!Object.values(totals).every(Number.isSafeInteger))
    throw new RangeError('Report total beyond exact integers');
  return totals;
}

/** Example: formatKmTenths(406) === '40,6' */
export function formatKmTenths(tenths: number): string {
  return (tenths / 10).toLocaleString('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
