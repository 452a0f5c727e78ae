/**
 * Place search over the bundled gazetteer (ARCHITECTURE.md "Outside services": the offline adapter
 * for place search). Case- and diacritics-insensitive: 'lodz' finds Łódź, 'munchen' and 'muenchen'
 * find München.
 */
import { haversineKm } from '../../domain/courses/geo';
import { foldText, formatAddress, LOCALITIES, type Country, type Locality } from './gazetteer';

export const QUERY_MIN_LENGTH = 2;
export const QUERY_MAX_LENGTH = 100;
export const DEFAULT_LIMIT = 10;
/** Upper bound on `limit`, so one request cannot ask for the whole gazetteer. */
export const MAX_LIMIT = 50;

export interface LocalitySearchOptions {
  countries?: readonly Country[];
  limit?: number;
  /** Breaks ties (same match quality and population) in favour of the nearer locality. */
  near?: { lat: number; lng: number };
}

export interface LocalityResult {
  id: string;
  name: string;
  /** 'Łódź, łódzkie, Polska', 'Berlin, Berlin, Niemcy'. */
  address: string;
  country: Country;
  lat: number;
  lng: number;
}

/** How well a name matches, best first. */
export const MATCH_RANK = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3 } as const;
export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

/** Folds a search query the way names are folded; '' when it is too short, too long or empty. */
export function normalizeQuery(query: string): string {
  const trimmed = query.trim();
  if (trimmed.length < QUERY_MIN_LENGTH || trimmed.length > QUERY_MAX_LENGTH) return '';
  return foldText(trimmed);
}

/** The spellings a name is searched by: plain fold ('munchen') and German digraphs ('muenchen'). */
export function searchForms(name: string): string[] {
  return [...new Set([foldText(name), foldText(name, true)])];
}

/** Best match rank of a folded query against a name's folded forms, or null when none contains it. */
export function matchRank(forms: readonly string[], foldedQuery: string): MatchRank | null {
  let best: MatchRank | null = null;
  for (const form of forms) {
    let rank: MatchRank | null = null;
    if (form === foldedQuery) rank = MATCH_RANK.exact;
    else if (form.startsWith(foldedQuery)) rank = MATCH_RANK.prefix;
    else if (form.includes(` ${foldedQuery}`)) rank = MATCH_RANK.wordPrefix;
    else if (form.includes(foldedQuery)) rank = MATCH_RANK.substring;
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

interface Candidate {
  locality: Locality;
  rank: MatchRank;
  population: number;
  distanceKm: number;
}

const toResult = (locality: Locality): LocalityResult => ({
  id: locality.id,
  name: locality.name,
  address: formatAddress(locality),
  country: locality.country,
  lat: locality.lat,
  lng: locality.lng,
});

const isFiniteLatLng = (
  point: { lat: number; lng: number } | undefined,
): point is { lat: number; lng: number } =>
  point !== undefined && Number.isFinite(point.lat) && Number.isFinite(point.lng);

/**
 * Builds a search over the given localities. Ranking: exact > prefix > word-prefix > substring, then
 * larger population, then distance to `near` (when given), then name.
 */
export function createLocalitySearch(localities: readonly Locality[]) {
  const index = localities.map((locality) => ({ locality, forms: searchForms(locality.name) }));

  return function search(query: string, options: LocalitySearchOptions = {}): LocalityResult[] {
    const foldedQuery = normalizeQuery(query);
    const limit = Math.min(MAX_LIMIT, Math.max(0, Math.floor(options.limit ?? DEFAULT_LIMIT)));
    if (foldedQuery === '' || !(limit > 0)) return [];
    const countries = new Set<Country>(options.countries ?? ['pl', 'de']);
    const near = isFiniteLatLng(options.near) ? options.near : undefined;

    const candidates: Candidate[] = [];
    for (const { locality, forms } of index) {
      if (!countries.has(locality.country)) continue;
      const rank = matchRank(forms, foldedQuery);
      if (rank === null) continue;
      const distanceKm = near
        ? haversineKm(
            { latitude: near.lat, longitude: near.lng },
            { latitude: locality.lat, longitude: locality.lng },
          )
        : 0;
      candidates.push({ locality, rank, population: locality.population ?? 0, distanceKm });
    }
    candidates.sort(
      (a, b) =>
        a.rank - b.rank ||
        b.population - a.population ||
        a.distanceKm - b.distanceKm ||
        a.locality.name.localeCompare(b.locality.name, 'pl'),
    );
    return candidates.slice(0, limit).map((candidate) => toResult(candidate.locality));
  };
}

/** Search over the bundled Polish and German gazetteer. */
export const searchLocalities = createLocalitySearch(LOCALITIES);

const byId = new Map(LOCALITIES.map((locality) => [locality.id, locality]));

/** One gazetteer locality as a search result ('pl:lodz'), or null for an unknown id. */
export function findLocality(id: string): LocalityResult | null {
  const locality = byId.get(id);
  return locality ? toResult(locality) : null;
}
