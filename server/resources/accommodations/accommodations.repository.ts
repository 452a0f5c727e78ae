/** Queries behind /api/accommodations (issue 13, part B). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accommodations } from '../../db/accommodations-schema';
import { places } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { AccommodationStatus } from '../../../domain/accommodations/accommodation-rules';

export interface AccommodationFilters {
  status?: AccommodationStatus | undefined;
  /** Hotel name or address, or a guest's name, contains it (folded). */
  search?: string | undefined;
  /** Newest first (the list); else the latest arrival first. */
  idDescending?: boolean;
}

export interface Page {
  limit: number | undefined;
  offset: number;
}

const withHotel = {
  accommodation: accommodations,
  hotel: { id: places.id, name: places.name, address: places.address },
};

export async function findAccommodationPage(db: Db, filters: AccommodationFilters, page: Page) {
  const where = and(
    filters.status === undefined ? undefined : eq(accommodations.status, filters.status),
    adminSearch(filters.search, [places.name, places.address, accommodations.guests]),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accommodations)
    .innerJoin(places, eq(places.id, accommodations.hotelId))
    .where(where);
  const base = db
    .select(withHotel)
    .from(accommodations)
    .innerJoin(places, eq(places.id, accommodations.hotelId))
    .where(where)
    .orderBy(
      ...(filters.idDescending
        ? [desc(accommodations.id)]
        : [desc(accommodations.checkIn), desc(accommodations.id)]),
    )
    .offset(page.offset)
    .$dynamic();
  const rows = page.limit === undefined ? await base : await base.limit(page.limit);
  return { total: count?.n ?? 0, rows };
}

export async function findAccommodation(db: Db, id: number) {
  const [row] = await db
    .select(withHotel)
    .from(accommodations)
    .innerJoin(places, eq(places.id, accommodations.hotelId))
    .where(eq(accommodations.id, id));
  return row;
}
export type AccommodationWithHotel = NonNullable<Awaited<ReturnType<typeof findAccommodation>>>;

/** Whether the place is an active hotel: the only places a stay is booked at. */
export async function isActiveHotel(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.id, id), eq(places.type, 'hotel'), eq(places.isActive, true)));
  return row !== undefined;
}
