/**
 * Turns a validated course payload into a `CourseWrite`: IRIs become ids of rows that exist and that the
 * user may use, stop dates and times become instants. Problems are 422 violations on the field's path
 * ('Nieprawidłowa wartość'), never a 500.
 */
import { COURSE_IRI_RESOURCES as R, iriId } from '../../../domain/courses/course-form.fields';
import type { CourseIriResource } from '../../../domain/courses/course-form.fields';
import { stopInstant } from '../../../domain/courses/course-form.rules';
import type { WaypointFormData } from '../../../domain/courses/course-form.schema';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import type { Db } from '../../db/client';
import { ViolationError } from '../../http/errors';
import type { Violation } from '../../http/errors';
import { propertyPath } from '../../http/parse';
import { findReferences } from './course-writes.repository';
import type { References } from './course-writes.repository';
import type { StopPlan } from './course-rows.repository';

type Path = (string | number)[];

type RowOf<K extends keyof References> = References[K] extends ReadonlyMap<number, infer V> ? V : never;
interface Rows {
  companies: RowOf<'companies'>;
  drivers: RowOf<'drivers'>;
  passengers: RowOf<'passengers'>;
  locomotives: RowOf<'locomotives'>;
  places: RowOf<'places'>;
  startingBases: RowOf<'startingBases'>;
}
type Table = keyof Rows;
type Lookup = { [K in Table]: ReadonlyMap<number, Rows[K]> };

const TABLE_OF: Partial<Record<CourseIriResource, Table>> = {
  [R.company]: 'companies',
  [R.driver]: 'drivers',
  [R.passenger]: 'passengers',
  [R.locomotive]: 'locomotives',
  [R.place]: 'places',
  [R.startingBase]: 'startingBases',
};

/** Collects IRIs, loads their rows at once, then resolves each one or records a violation. */
export class ReferenceResolver {
  private readonly wanted: Record<Table, Set<number>> = {
    companies: new Set(),
    drivers: new Set(),
    passengers: new Set(),
    locomotives: new Set(),
    places: new Set(),
    startingBases: new Set(),
  };
  private references: Lookup | null = null;
  readonly violations: Violation[] = [];

  /** Registers an IRI (or a list of them) for loading. */
  want(resource: CourseIriResource, value: string | null | readonly string[]): void {
    const table = TABLE_OF[resource];
    if (table === undefined || value === null) return;
    for (const item of typeof value === 'string' ? [value] : value) {
      const id = iriId(item, resource);
      // Ids past the integer column are unknown rows, never a query error.
      if (id !== null) this.wanted[table].add(id);
    }
  }

  async load(db: Db): Promise<void> {
    const ids = (table: Table) => [...this.wanted[table]];
    this.references = await findReferences(db, {
      companies: ids('companies'),
      drivers: ids('drivers'),
      passengers: ids('passengers'),
      locomotives: ids('locomotives'),
      places: ids('places'),
      startingBases: ids('startingBases'),
    });
  }

  invalid(path: Path, message: string = COURSE_MESSAGES.invalidValue): void {
    if (!this.violations.some((v) => v.propertyPath === propertyPath(path)))
      this.violations.push({ propertyPath: propertyPath(path), message });
  }

  /** The row behind `value`, or undefined with a violation on `path` (unknown or refused by `allowed`). */
  row<T extends Table>(
    table: T,
    resource: CourseIriResource,
    value: string,
    path: Path,
    allowed: (row: Rows[T]) => boolean = () => true,
  ): Rows[T] | undefined {
    if (!this.references) throw new Error('ReferenceResolver: load() first');
    const id = iriId(value, resource);
    const map: Lookup[T] = this.references[table];
    const found = id === null ? undefined : map.get(id);
    if (found === undefined || !allowed(found)) {
      this.invalid(path);
      return undefined;
    }
    return found;
  }

  /** Ids of `values`, each checked; one violation on the list's path for any bad item. */
  ids<T extends Table>(
    table: T,
    resource: CourseIriResource,
    values: readonly string[],
    path: Path,
    allowed?: (row: Rows[T]) => boolean,
  ): number[] {
    return values.flatMap((value) => {
      const found = this.row(table, resource, value, path, allowed);
      return found ? [found.id] : [];
    });
  }

  /** Registers a stop's IRIs. */
  wantStop(stop: WaypointFormData): void {
    this.want(R.place, stop.place);
    this.want(R.passenger, stop.passengers);
    this.want(R.locomotive, stop.locomotives);
  }

  /** A stop's place and coordinates without any violation: the legs fetched ahead of a transaction. */
  placeOf(stop: WaypointFormData): Pick<StopPlan, 'placeId' | 'coordinates'> {
    if (!this.references) throw new Error('ReferenceResolver: load() first');
    const id = stop.place === null ? null : iriId(stop.place, R.place);
    const place = id === null ? undefined : this.references.places.get(id);
    if (!place) return { placeId: null, coordinates: null };
    const { latitude, longitude } = place;
    return {
      placeId: place.id,
      coordinates: latitude !== null && longitude !== null ? { latitude, longitude } : null,
    };
  }

  /**
   * A stop's plan; passengers must work for `companyId`, locomotives belong to it or to nobody.
   * The stop is new (`id` null) unless `keptIds` resolved its waypoint.
   */
  stop(stop: WaypointFormData, path: Path, companyId: number): StopPlan {
    const place =
      stop.place === null ? undefined : this.row('places', R.place, stop.place, [...path, 'place']);
    return {
      id: null,
      placeId: place?.id ?? null,
      coordinates:
        place && place.latitude !== null && place.longitude !== null
          ? { latitude: place.latitude, longitude: place.longitude }
          : null,
      time: stopInstant(stop),
      passengerIds: this.ids(
        'passengers',
        R.passenger,
        stop.passengers,
        [...path, 'passengers'],
        (row) => row.employerId === companyId,
      ),
      locomotiveIds: this.ids(
        'locomotives',
        R.locomotive,
        stop.locomotives,
        [...path, 'locomotives'],
        (row) => row.companyId === null || row.companyId === companyId,
      ),
    };
  }

  /**
   * The waypoint ids of `stops` (at `path`, the stop list) to keep: each must be a waypoint of the ride
   * being written (`rideWaypointIds`) and appear once, else a violation on its `id`. Null for new stops.
   */
  keptIds(stops: readonly WaypointFormData[], rideWaypointIds: ReadonlySet<number>, path: Path) {
    const seen = new Set<number>();
    return stops.map((stop, position): number | null => {
      if (stop.id === null) return null;
      const id = iriId(stop.id, R.waypoint);
      if (id === null || !rideWaypointIds.has(id) || seen.has(id)) {
        this.invalid([...path, position, 'id']);
        return null;
      }
      seen.add(id);
      return id;
    });
  }

  /** Throws the collected violations, if any. */
  check(): void {
    if (this.violations.length > 0) throw new ViolationError(this.violations);
  }
}
