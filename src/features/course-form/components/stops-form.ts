import type { WaypointFormInput } from '@domain/courses/course-form.schema';

/**
 * What the waypoint editor needs of a form: rides with stops. Both the taxi and the kilometer course
 * forms have this shape, so one editor serves both.
 */
export interface StopsForm {
  rides: { waypoints: WaypointFormInput[] }[];
}

/** Who may change what on the stops (§6) and what the form has at all. */
export interface StopOptions {
  /** The railway company; null disables the place fields (§5) and the pickers. */
  company: { id: number; iri: string; name: string } | null;
  isCompanyUser: boolean;
  /** Taxi courses carry passengers per stop; a kilometer course's traveller is its creator. */
  passengers: 'edit' | 'read' | 'hidden';
  locomotives: 'edit' | 'read';
  /** Places, dates, times and the stop list itself; read-only when the course is (§6). */
  route: 'edit' | 'read';
  /** The traveller whose recently used places the place fields offer (a kilometer course's creator). */
  recentPlacesOf?: number | null;
}
