/**
 * Place types (administration.md §3): place, hotel, home, workplace (written workPlace in calls); any
 * other type is an error (§8). One list for the server's rules and the SPA's type field.
 */
export const PLACE_TYPES = ['place', 'hotel', 'home', 'workplace'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export const UNKNOWN_PLACE_TYPE = 'Nieznany typ miejsca';

/** The calls also write 'workPlace' (§3); both spellings mean the same type. Example: toPlaceType('workPlace') === 'workplace' */
export function toPlaceType(value: string): PlaceType | null {
  const normal = value === 'workPlace' ? 'workplace' : value;
  return (PLACE_TYPES as readonly string[]).includes(normal) ? (normal as PlaceType) : null;
}

/** The type field's labels (issue 13: Miejsce, Hotel, Miejsce zamieszkania, Miejsce pracy). */
export const PLACE_TYPE_LABELS: Readonly<Record<PlaceType, string>> = {
  place: 'Miejsce',
  hotel: 'Hotel',
  home: 'Miejsce zamieszkania',
  workplace: 'Miejsce pracy',
};

/** The label of a stored type; an unknown type raises an error (§8), never a silent default. */
export function placeTypeLabel(value: string): string {
  const type = toPlaceType(value);
  if (type === null) throw new Error(`${UNKNOWN_PLACE_TYPE}: ${value}`);
  return PLACE_TYPE_LABELS[type];
}

/** How the calls write a type (§3: 'workPlace'). */
export const wireType = (type: PlaceType): string => (type === 'workplace' ? 'workPlace' : type);
