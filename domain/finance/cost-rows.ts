/**
 * The railway company's cost rows (courses.md §2 cost dashboard, §3 Cost rows; spec-decisions row
 * 174): per Warsaw month and transport company, kilometres × its price per km, waiting hours × its
 * price per waiting hour, and the motorway fees, all in hundredths. A course's waiting and motorway
 * figures count once, in the month of its first accepted ride.
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
  /** Hundredths per km. */
  priceByKilometer: number;
  /** Hundredths per hour; null counts as 0. */
  priceByWaiting: number | null;
}

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
        priceByKilometers: Math.round(km * (prices?.priceByKilometer ?? 0)),
        priceByWaiting: Math.round(waiting * (prices?.priceByWaiting ?? 0)),
      };
    })
    .sort(
      (a, b) =>
        a.month.localeCompare(b.month) || a.transportCompanyName.localeCompare(b.transportCompanyName, 'pl'),
    );
}

/** A row's total in hundredths. */
export const costTotal = (row: CostRow) => row.priceByKilometers + row.priceByWaiting + row.priceByMotorway;
