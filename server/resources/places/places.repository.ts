/** Queries behind /api/abstract_places and the recent places of a passenger. */
import { and, asc, desc, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, places } from '../../db/schema';
import { rides, segmentEmployees, segments, waypoints } from '../../db/course-schema';
import { EARTH_RADIUS_KM } from '../../../domain/courses/geo';
import type { CompanyScope } from '../companies/scope';
import type { ContactScope } from '../../../domain/people/contact-visibility';
import { homePlacesWhere } from '../accounts/contact-scope';
import { adminSearch } from '../../http/admin-list';
import { foldForSearch, foldedColumn, likeContains } from '../../http/query';
import type { PlaceType, PlaceWithCompany } from './place.serializer';
import { bumpVersion } from '../../http/versioning';

export interface PlaceFilters {
  name?: string;
  type?: PlaceType;
  companyId?: number;
  radius?: { lat: number; lng: number; km: number };
  isActive: boolean;
  /** The admin list's folded search term over name and address (admin-list.ts). */
  search?: string | undefined;
  /** The admin list's `order[id]=desc`; otherwise by name (or distance with a radius). */
  idDescending?: boolean;
}

/** Great-circle distance in SQL (courses.md §9: Earth radius 6371 km). */
export function distanceSql(lat: number, lng: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${places.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${places.latitude}))
      * power(sin(radians(${places.longitude} - ${lng}) / 2), 2)))))`;
}

/**
 * Places the scope reveals: managers every place; others the shared places (no company) and those of
 * their own or linked companies.
 */
export function placeScopeWhere(scope: CompanyScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return scope.ids.length === 0
    ? isNull(places.companyId)
    : or(isNull(places.companyId), inArray(places.companyId, scope.ids));
}

function filterWhere(filters: PlaceFilters, scope: CompanyScope, homes: ContactScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    placeScopeWhere(scope),
    homePlacesWhere(homes),
    eq(places.isActive, filters.isActive),
  ];
  if (filters.name !== undefined)
    conditions.push(like(foldedColumn(places.name), likeContains(foldForSearch(filters.name))));
  if (filters.type !== undefined) conditions.push(eq(places.type, filters.type));
  conditions.push(adminSearch(filters.search, [places.name, places.address]));
  if (filters.companyId !== undefined) conditions.push(eq(places.companyId, filters.companyId));
  if (filters.radius !== undefined) {
    const { lat, lng, km } = filters.radius;
    // A bounding box first (cheap), then the exact great-circle distance.
    const dLat = km / 111;
    const dLng = km / (111 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    conditions.push(
      sql`${places.latitude} between ${lat - dLat} and ${lat + dLat}`,
      sql`${places.longitude} between ${lng - dLng} and ${lng + dLng}`,
      sql`${distanceSql(lat, lng)} <= ${km}`,
    );
  }
  return and(...conditions);
}

const withCompany = { place: places, company: { id: companies.id, name: companies.name } };

export async function findPlacePage(
  db: Db,
  filters: PlaceFilters,
  scope: CompanyScope,
  /** Whose home places the caller sees (issue 29 item 3): the contact rule of domain/people. */
  homes: ContactScope,
  limit: number | undefined,
  offset: number,
): Promise<{ total: number; rows: PlaceWithCompany[] }> {
  const where = filterWhere(filters, scope, homes);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(places)
    .where(where);
  const order = filters.radius
    ? [asc(distanceSql(filters.radius.lat, filters.radius.lng)), asc(places.id)]
    : filters.idDescending
      ? [desc(places.id)]
      : [asc(places.name), asc(places.id)];
  const base = db
    .select(withCompany)
    .from(places)
    .leftJoin(companies, eq(companies.id, places.companyId))
    .where(where)
    .orderBy(...order)
    .offset(offset);
  const rows = limit === undefined ? await base : await base.limit(limit);
  return { total: count?.n ?? 0, rows };
}

export async function findPlace(db: Db, id: number): Promise<PlaceWithCompany | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(places)
    .leftJoin(companies, eq(companies.id, places.companyId))
    .where(eq(places.id, id));
  return row;
}

/**
 * Places on the passenger's segments, most recent ride first (`order[startTime]=desc`), without home
 * places and inactive ones; at most `scanLimit` waypoint rows are read.
 */
export async function recentPlacesOfPassenger(
  db: Db,
  passengerId: number,
  type: PlaceType | undefined,
  scope: CompanyScope,
  scanLimit: number,
): Promise<PlaceWithCompany[]> {
  const conditions: (SQL | undefined)[] = [
    eq(segmentEmployees.passengerId, passengerId),
    ne(places.type, 'home'),
    eq(places.isActive, true),
    placeScopeWhere(scope),
  ];
  if (type !== undefined) conditions.push(eq(places.type, type));
  return db
    .select(withCompany)
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(
      waypoints,
      or(eq(waypoints.id, segments.waypointStartId), eq(waypoints.id, segments.waypointEndId)),
    )
    .innerJoin(places, eq(places.id, waypoints.placeId))
    .leftJoin(companies, eq(companies.id, places.companyId))
    .where(and(...conditions))
    .orderBy(desc(sql`coalesce(${waypoints.time}, ${rides.startsAt})`), desc(waypoints.id))
    .limit(scanLimit);
}

export interface PlaceValues {
  type: PlaceType;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  googlePlaceId: string | null;
  companyId: number | null;
  userId: number | null;
  isActive: boolean;
}

export async function insertPlace(db: Db, values: PlaceValues): Promise<number> {
  const [row] = await db.insert(places).values(values).returning({ id: places.id });
  if (!row) throw new Error('place insert failed');
  return row.id;
}

/** Updates when still at `version`; false when another write came first. */
export async function updatePlace(
  db: Db,
  id: number,
  version: number,
  values: PlaceValues,
): Promise<boolean> {
  const rows = await db
    .update(places)
    .set({ ...values, version: bumpVersion(places.version) })
    .where(and(eq(places.id, id), eq(places.version, version)))
    .returning({ id: places.id });
  return rows.length > 0;
}
