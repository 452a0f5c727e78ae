/** Queries behind /api/fuel_companies, /api/fuel_cards and /api/transactions; all scoped to one company. */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cars } from '../../db/fleet-schema';
import { fuelCards, fuelCompanies, fuelTransactions } from '../../db/fuel-schema';
import { users } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { Page } from '../../http/pagination';
import { paged } from '../../db/paged';

export async function listFuelCompanies(db: Db) {
  return db.select().from(fuelCompanies).orderBy(asc(fuelCompanies.name));
}

export async function findFuelCompany(db: Db | Tx, id: number) {
  const [row] = await db.select().from(fuelCompanies).where(eq(fuelCompanies.id, id));
  return row;
}

const cardColumns = {
  card: fuelCards,
  fuelCompany: { id: fuelCompanies.id, name: fuelCompanies.name },
  car: { id: cars.id, registrationNumber: cars.registrationNumber },
  driver: { id: users.id, firstname: users.firstname, surname: users.surname },
};

const cardsFrom = (db: Db | Tx) =>
  db
    .select(cardColumns)
    .from(fuelCards)
    .innerJoin(fuelCompanies, eq(fuelCompanies.id, fuelCards.fuelCompanyId))
    .leftJoin(cars, eq(cars.id, fuelCards.carId))
    .leftJoin(users, eq(users.id, cars.userId));

export type FuelCardRow = Awaited<ReturnType<typeof findFuelCard>> & object;

export async function findFuelCardPage(
  db: Db,
  companyId: number,
  filters: { search?: string; idDescending: boolean },
  page: Page,
) {
  const where = and(
    eq(fuelCards.companyId, companyId),
    adminSearch(filters.search, [fuelCards.cardNumber, fuelCompanies.name, cars.registrationNumber]),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fuelCards)
    .innerJoin(fuelCompanies, eq(fuelCompanies.id, fuelCards.fuelCompanyId))
    .leftJoin(cars, eq(cars.id, fuelCards.carId))
    .where(where);
  const base = cardsFrom(db)
    .where(where)
    .orderBy(
      ...(filters.idDescending ? [desc(fuelCards.id)] : [asc(fuelCards.cardNumber), asc(fuelCards.id)]),
    )
    .offset(page.offset)
    .$dynamic();
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}

export async function findFuelCard(db: Db | Tx, id: number) {
  const [row] = await cardsFrom(db).where(eq(fuelCards.id, id));
  return row;
}

/** The company's cards of one fuel company by number, with each card's car and that car's driver now. */
export async function cardsForImport(tx: Tx, companyId: number, fuelCompanyId: number) {
  const rows = await tx
    .select({
      id: fuelCards.id,
      cardNumber: fuelCards.cardNumber,
      carId: fuelCards.carId,
      driverId: cars.userId,
    })
    .from(fuelCards)
    .leftJoin(cars, eq(cars.id, fuelCards.carId))
    .where(and(eq(fuelCards.companyId, companyId), eq(fuelCards.fuelCompanyId, fuelCompanyId)));
  return new Map(rows.map((row) => [row.cardNumber, row]));
}

export interface TransactionFilters {
  /** Warsaw-day bounds as instants: from inclusive, before exclusive. */
  from?: Date;
  before?: Date;
  fuelCardId?: number;
  carId?: number;
  driverId?: number;
  /** Card number, registration number or driver's name contains it (folded, as every list). */
  search?: string;
}

export async function findTransactionPage(
  db: Db,
  companyId: number,
  filters: TransactionFilters,
  page: Page,
) {
  const where = and(
    eq(fuelTransactions.companyId, companyId),
    filters.from ? gte(fuelTransactions.transactionDate, filters.from) : undefined,
    filters.before ? lt(fuelTransactions.transactionDate, filters.before) : undefined,
    filters.fuelCardId === undefined ? undefined : eq(fuelTransactions.fuelCardId, filters.fuelCardId),
    filters.carId === undefined ? undefined : eq(fuelTransactions.carId, filters.carId),
    filters.driverId === undefined ? undefined : eq(fuelTransactions.driverId, filters.driverId),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fuelTransactions)
    .where(where);
  const base = db
    .select({
      transaction: fuelTransactions,
      card: { id: fuelCards.id, cardNumber: fuelCards.cardNumber },
      fuelCompany: fuelCompanies.name,
      car: { id: cars.id, registrationNumber: cars.registrationNumber },
      driver: { id: users.id, firstname: users.firstname, surname: users.surname },
    })
    .from(fuelTransactions)
    .innerJoin(fuelCards, eq(fuelCards.id, fuelTransactions.fuelCardId))
    .innerJoin(fuelCompanies, eq(fuelCompanies.id, fuelCards.fuelCompanyId))
    .leftJoin(cars, eq(cars.id, fuelTransactions.carId))
    .leftJoin(users, eq(users.id, fuelTransactions.driverId))
    .where(where)
    .orderBy(desc(fuelTransactions.transactionDate), desc(fuelTransactions.id))
    .offset(page.offset)
    .$dynamic();
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}
export type TransactionRow = Awaited<ReturnType<typeof findTransactionPage>>['rows'][number];
