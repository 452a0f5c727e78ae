/**
 * The railway company's cost rows (courses.md §2 cost dashboard, §3 Cost rows; spec-decisions row
 * 174): per Warsaw month and transport company, kilometres × its price per km, waiting hours × its
 * price per waiting hour, and the motorway fees, all in hundredths. A course's waiting and motorway
 * figures count once, in the month of its first accepted ride. Kilometres or waiting hours without a
 * price are null, never 0 (spec-decisions row 651).
 */
import type { CostRow } from '../contract/finance.schema';

export interface CostRide {
  courseId: number;
  /** 'YYYY-MM' of the ride's start, Warsaw time. */
  month: string;
  transportCompanyId: number;
  transportCompanyName: string;
  km: number | null;
  waitingHours: number | null;
  highwayCost: number | null;
}

export interface TransportPrices {
  /** Hundredths per km; null = no price. */
  priceByKilometer: number | null;
  /** Hundredths per hour; null = no price. */
  priceByWaiting: number | null;
}

/**
 * Quantity × price in hundredths; nothing to price costs 0, a quantity without a price is null.
 * Example: priced(2, null) === null; priced(0, null) === 0; priced(1.5, 4000) === 6000
 */
const priced = (quantity: number, price: number | null | undefined): number | null =>
  quantity === 0 ? 0 : price === null || price === undefined ? null : Math.round(quantity * price);

interface Bucket extends CostRow {
  km: number;
  waiting: number;
}

/** Rows ordered by month, then transport company name. */
export function costRows(
  rides: readonly CostRide[],
  pricesOf: (transportCompanyId: number) => TransportPrices | undefined,
): CostRow[] {
  const buckets = new Map<string, Bucket>();
  const counted = new Set<number>();
  const ordered = [...rides].sort((a, b) => a.month.localeCompare(b.month));
  for (const ride of ordered) {
    const key = `${ride.month}|${ride.transportCompanyId}`;
    const bucket = buckets.get(key) ?? {
      month: ride.month,
      transportCompanyId: ride.transportCompanyId,
      transportCompanyName: ride.transportCompanyName,
      priceByKilometers: 0,
      priceByWaiting: 0,
      priceByMotorway: 0,
      km: 0,
      waiting: 0,
    };
    bucket.km += ride.km ?? 0;
    if (!counted.has(ride.courseId)) {
      counted.add(ride.courseId);
      bucket.waiting += ride.waitingHours ?? 0;
      bucket.priceByMotorway += ride.highwayCost ?? 0;
    }
    buckets.set(key, bucket);
  }
  return [...buckets.values()]
    .map(({ km, waiting, ...row }) => {
      const prices = pricesOf(row.transportCompanyId);
      return {
        ...row,
        priceByKilometers: priced(km, prices?.priceByKilometer),
        priceByWaiting: priced(waiting, prices?.priceByWaiting),
      };
    })
    .sort(
      (a, b) =>
        a.month.localeCompare(b.month) || a.transportCompanyName.localeCompare(b.transportCompanyName, 'pl'),
    );
}

/** A row's priced parts summed, in hundredths: an unpriced part is left out (see `isUnpriced`). */
export const costTotal = (row: CostRow) =>
  (row.priceByKilometers ?? 0) + (row.priceByWaiting ?? 0) + row.priceByMotorway;

/** True when a part of the row has no price, so its total is short of the real cost. */
export const isUnpriced = (row: CostRow) => row.priceByKilometers === null || row.priceByWaiting === null;
