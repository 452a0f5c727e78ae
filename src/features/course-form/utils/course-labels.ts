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

/** A place's label; a place without a name (a home) is shown by its address. */
export const placeLabel = (place: {
  name: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}): PlaceLabel => ({
  name: place.name ?? place.address ?? '',
  address: place.address,
  latitude: place.latitude,
  longitude: place.longitude,
});

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
