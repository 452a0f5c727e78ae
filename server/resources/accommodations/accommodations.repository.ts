/** Queries behind /api/accommodations (issue 13, part B). */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { hasRole } from '../../../domain/auth/roles';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { accommodations, hotelAccounts } from '../../db/accommodations-schema';
import { places } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { AccommodationStatus } from '../../../domain/accommodations/accommodation-rules';
import type { Page } from '../../http/pagination';
import { paged } from '../../db/paged';

export interface AccommodationFilters {
  status?: AccommodationStatus | undefined;
  /** Hotel name or address, or a guest's name, contains it (folded). */
  search?: string | undefined;
  /** Newest first (the list); else the latest arrival first. */
  idDescending?: boolean;
}

const withHotel = {
  accommodation: accommodations,
  hotel: { id: places.id, name: places.name, address: places.address },
};

/**
 * The stays `user` may see: an administrator every one; a hotel account those of its own hotels
 * (hotel_accounts), never another hotel's guests.
 */
export function staysOf(db: Db, user: Pick<AuthUser, 'id' | 'roles'>): SQL | undefined {
  if (hasRole(user, 'ROLE_ADMIN')) return undefined;
  return inArray(
    accommodations.hotelId,
    db.select({ id: hotelAccounts.hotelId }).from(hotelAccounts).where(eq(hotelAccounts.userId, user.id)),
  );
}

export async function findAccommodationPage(
  db: Db,
  user: Pick<AuthUser, 'id' | 'roles'>,
  filters: AccommodationFilters,
  page: Page,
) {
  const where = and(
    staysOf(db, user),
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
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}

/** One stay; with `user`, only when it is among theirs (staysOf). */
export async function findAccommodation(db: Db, id: number, user?: Pick<AuthUser, 'id' | 'roles'>) {
  const [row] = await db
    .select(withHotel)
    .from(accommodations)
    .innerJoin(places, eq(places.id, accommodations.hotelId))
    .where(and(eq(accommodations.id, id), user ? staysOf(db, user) : undefined));
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
