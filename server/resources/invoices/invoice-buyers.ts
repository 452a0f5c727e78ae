/**
 * Whom a seller may invoice (docs/spec-decisions.md rows 504, 695): the railway companies it serves
 * through one confirmed link of either kind (the railway company's contractor link or the seller's
 * principal link). The 'Nowa faktura' candidates and the create's buyer check both read this, so the
 * picker never offers a buyer the server refuses, nor hides one it accepts.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { servedRailwayCompanies } from '../companies/scope';

export interface InvoiceBuyer {
  id: number;
  name: string;
}

/** The seller's possible buyers, by name; [] when it serves none through a confirmed link. */
export async function invoiceBuyers(db: Db, sellerId: number): Promise<InvoiceBuyer[]> {
  const ids = await servedRailwayCompanies(db, sellerId);
  if (ids.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids))
    .orderBy(asc(companies.name), asc(companies.id));
}
