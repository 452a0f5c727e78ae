/**
 * The form keeps relations as IRIs (what the schema and the server speak); what the user reads next to
 * them (a place's name and coordinates, a passenger's name) lives in this side table, filled from a
 * loaded course and from every pick.
 */
export interface PlaceLabel {
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface CourseLabels {
  places: Record<string, PlaceLabel>;
  passengers: Record<string, string>;
  locomotives: Record<string, string>;
  /** Contractor and subcontractor of a loaded course, which the user's choices may not list. */
  companies: Record<string, string>;
}

export const emptyLabels = (): CourseLabels => ({
  places: {},
  passengers: {},
  locomotives: {},
  companies: {},
});
