/**
 * One row of the offline gazetteer (gazetteer-pl.data.ts, gazetteer-de.data.ts): shared by the
 * server's place search (server/geo/gazetteer.ts) and the offline map's town names (src/ui/maps).
 */
export type GazetteerRow<Region extends string> = readonly [
  name: string,
  region: Region,
  lat: number,
  lng: number,
  populationThousands?: number,
];
