/**
 * The place search port of the course form (`GET /api/localities`; ARCHITECTURE.md "Outside services":
 * place search is Google when a key is set, the offline gazetteer otherwise). Both adapters answer
 * the same locality shape, so the SPA does not know which one it talks to.
 */
import { searchLocalities, type LocalityResult, type LocalitySearchOptions } from './place-search';

export interface PlaceSearchResult extends LocalityResult {
  /** Who found it: the bundled gazetteer or Google Places. */
  source: 'gazetteer' | 'google';
  /** Google's place id (kept with a saved place); null for the gazetteer. */
  placeId: string | null;
}

/** Port: places matching a typed name. Adapters never reject: a broken outside service falls back. */
export interface LocalitySearch {
  search(query: string, options?: LocalitySearchOptions): Promise<PlaceSearchResult[]>;
}

/** Offline adapter (tests, demo, no key): the PL/DE gazetteer. */
export const gazetteerLocalitySearch: LocalitySearch = {
  search: async (query, options) =>
    searchLocalities(query, options).map((result) => ({ ...result, source: 'gazetteer', placeId: null })),
};
