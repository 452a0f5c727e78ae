/** Defined kilometres (courses.md §3): the pairs, their lookup for segment writes, and the missing ones. */
import { aliasedTable, and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courses, rides, segments, waypoints } from '../../db/course-schema';
import { definedKilometers } from '../../db/finance-schema';
import { places } from '../../db/schema';
import { paged } from '../../db/paged';
import { adminSearch } from '../../http/admin-list';
import type { Page } from '../../http/pagination';

const startPlace = aliasedTable(places, 'place_start');
const endPlace = aliasedTable(places, 'place_end');

export interface DefinedKilometerRow {
  id: number;
  placeStartId: number;
  placeStartName: string;
  placeEndId: number;
  placeEndName: string;
  /** The owner (null: a global pair). */
  companyId: number | null;
  kilometers: number;
  time: number;
  version: number;
}

const columns = {
  id: definedKilometers.id,
  placeStartId: definedKilometers.placeStartId,
  placeStartName: startPlace.name,
  placeEndId: definedKilometers.placeEndId,
  placeEndName: endPlace.name,
  companyId: definedKilometers.companyId,
  kilometers: definedKilometers.kilometers,
  time: definedKilometers.time,
  version: definedKilometers.version,
};

const withPlaces = (db: Db | Tx) =>
  db
    .select(columns)
    .from(definedKilometers)
    .innerJoin(startPlace, eq(startPlace.id, definedKilometers.placeStartId))
    .innerJoin(endPlace, eq(endPlace.id, definedKilometers.placeEndId));

/**
 * The pairs a caller of `companyId` reads (domain maySeeDefinedPair): the global ones and its company's;
 * a manager (null) every pair.
 */
export const visiblePairs = (companyId: number | null): SQL | undefined =>
  companyId === null
    ? undefined
    : or(isNull(definedKilometers.companyId), eq(definedKilometers.companyId, companyId));

/**
 * One page of the pairs a caller of `companyId` reads ('Zdefiniowane kilometry', an administration
 * list): either place's name contains the folded search; newest first when asked, else by the places'
 * names.
 */
export async function findDefinedKilometerPage(
  db: Db,
  companyId: number | null,
  filters: { search: string | undefined; idDescending: boolean },
  page: Page,
) {
  const where = and(visiblePairs(companyId), adminSearch(filters.search, [startPlace.name, endPlace.name]));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(definedKilometers)
    .innerJoin(startPlace, eq(startPlace.id, definedKilometers.placeStartId))
    .innerJoin(endPlace, eq(endPlace.id, definedKilometers.placeEndId))
    .where(where);
  const query = withPlaces(db)
    .where(where)
    .orderBy(
      ...(filters.idDescending
        ? [desc(definedKilometers.id)]
        : [asc(startPlace.name), asc(endPlace.name), asc(definedKilometers.id)]),
    )
    .offset(page.offset)
    .$dynamic();
  const rows: DefinedKilometerRow[] = await paged(query, page);
  return { total: count?.n ?? 0, rows };
}

export async function findDefinedKilometer(
  db: Db | Tx,
  id: number,
): Promise<DefinedKilometerRow | undefined> {
  const [row] = await withPlaces(db).where(eq(definedKilometers.id, id));
  return row;
}

/** The pair's row (this direction) of one owner (null: global), if any. */
export async function findPair(db: Db | Tx, owner: number | null, placeStartId: number, placeEndId: number) {
  const [row] = await db
    .select({ id: definedKilometers.id })
    .from(definedKilometers)
    .where(
      and(
        owner === null ? isNull(definedKilometers.companyId) : eq(definedKilometers.companyId, owner),
        eq(definedKilometers.placeStartId, placeStartId),
        eq(definedKilometers.placeEndId, placeEndId),
      ),
    );
  return row;
}

export interface MissingPairRow {
  placeStartId: number;
  placeStartName: string;
  placeEndId: number;
  placeEndName: string;
  distance: number | null;
  time: number | null;
  segmentCount: number;
}

const startWaypoint = aliasedTable(waypoints, 'waypoint_start');
const endWaypoint = aliasedTable(waypoints, 'waypoint_end');
const reverse = aliasedTable(definedKilometers, 'defined_reverse');

/** Place pairs of the railway company's segments with no defined kilometres either way (row 176). */
export async function findMissingPairs(db: Db, companyId: number, limit = 200): Promise<MissingPairRow[]> {
  const rows = await db
    .select({
      placeStartId: startPlace.id,
      placeStartName: startPlace.name,
      placeEndId: endPlace.id,
      placeEndName: endPlace.name,
      distance: sql<number | null>`round(avg(${segments.distance})::numeric, 1)`,
      time: sql<number | null>`round(avg(${segments.time}))`,
      segmentCount: sql<number>`count(*)`,
    })
    .from(segments)
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .innerJoin(startWaypoint, eq(startWaypoint.id, segments.waypointStartId))
    .innerJoin(endWaypoint, eq(endWaypoint.id, segments.waypointEndId))
    .innerJoin(startPlace, eq(startPlace.id, startWaypoint.placeId))
    .innerJoin(endPlace, eq(endPlace.id, endWaypoint.placeId))
    // Only pairs that apply to the company's courses count as defined: global ones and its own.
    .leftJoin(
      definedKilometers,
      and(
        eq(definedKilometers.placeStartId, startPlace.id),
        eq(definedKilometers.placeEndId, endPlace.id),
        visiblePairs(companyId),
      ),
    )
    .leftJoin(
      reverse,
      and(
        eq(reverse.placeStartId, endPlace.id),
        eq(reverse.placeEndId, startPlace.id),
        or(isNull(reverse.companyId), eq(reverse.companyId, companyId)),
      ),
    )
    .where(
      and(
        eq(sql`coalesce(${rides.companyId}, ${courses.companyId})`, companyId),
        isNull(definedKilometers.id),
        isNull(reverse.id),
        isNotNull(startWaypoint.placeId),
        sql`${startPlace.id} <> ${endPlace.id}`,
      ),
    )
    .groupBy(startPlace.id, startPlace.name, endPlace.id, endPlace.name)
    .orderBy(sql`count(*) desc`, asc(startPlace.name), asc(endPlace.name))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    distance: row.distance === null ? null : Number(row.distance),
    time: row.time === null ? null : Number(row.time),
    segmentCount: Number(row.segmentCount),
  }));
}
