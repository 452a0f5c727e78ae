/**
 * What the price table answers (spec-decisions row 650): the railway company's own price where it set
 * one, else the stake in force today on its confirmed link with the transport company (`linkStakes`,
 * ADR 022: only stakes the payer set or confirmed), else null: no price ('brak stawki'), never 0.
 */
import { stakeValidOn } from '../../../domain/settlement/rate-stake';
import { warsawDay } from '../../../domain/warsaw-time';
import type { Db } from '../../db/client';
import { linkStakes } from '../settlement/settlement.repository';

/** The prices of a row as stored or as answered: hundredths, null = none. */
export interface RowPrices {
  priceByKilometer: number | null;
  priceByWaiting: number | null;
}

/** Each row with its own prices filled, field by field, from the link's stake in force today. */
export async function withStakePrices<T extends RowPrices & { transportCompanyId: number }>(
  db: Db,
  companyId: number,
  rows: readonly T[],
  now: Date = new Date(),
): Promise<T[]> {
  const today = warsawDay(now);
  return Promise.all(
    rows.map(async (row) => {
      if (row.priceByKilometer !== null && row.priceByWaiting !== null) return row;
      const stake = stakeValidOn(await linkStakes(db, companyId, row.transportCompanyId), today);
      return {
        ...row,
        priceByKilometer: row.priceByKilometer ?? stake?.kilometerRate ?? null,
        priceByWaiting: row.priceByWaiting ?? stake?.waitHourRate ?? null,
      };
    }),
  );
}
