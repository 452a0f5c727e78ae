/**
 * Offline gazetteer of Polish and German localities (ARCHITECTURE.md "Outside services": the embedded
 * default behind place search). Rows live in domain/places/gazetteer-*.data.ts, shared with the offline
 * map's town names; this module turns them into typed localities with stable ids ('pl:lodz').
 */
import { DE_ROWS, type DeRegionCode } from '../../domain/places/gazetteer-de.data';
import { PL_ROWS, type PlRegionCode } from '../../domain/places/gazetteer-pl.data';
import type { GazetteerRow } from '../../domain/places/gazetteer-row';

export type Country = 'pl' | 'de';

export type { GazetteerRow };

export interface Locality {
  /** `${country}:${slug}`, e.g. 'pl:gorzow-wielkopolski'. */
  id: string;
  name: string;
  /** Voivodeship (pl, lowercase as in Polish usage) or Bundesland (de). */
  region: string;
  country: Country;
  lat: number;
  lng: number;
  population?: number;
}

export const PL_REGIONS: Readonly<Record<PlRegionCode, string>> = {
  DS: 'dolnośląskie',
  KP: 'kujawsko-pomorskie',
  LU: 'lubelskie',
  LB: 'lubuskie',
  LD: 'łódzkie',
  MA: 'małopolskie',
  MZ: 'mazowieckie',
  OP: 'opolskie',
  PK: 'podkarpackie',
  PD: 'podlaskie',
  PM: 'pomorskie',
  SL: 'śląskie',
  SK: 'świętokrzyskie',
  WN: 'warmińsko-mazurskie',
  WP: 'wielkopolskie',
  ZP: 'zachodniopomorskie',
};

export const DE_REGIONS: Readonly<Record<DeRegionCode, string>> = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
};

/** Country names as shown in addresses (the application speaks Polish). */
export const COUNTRY_NAMES: Readonly<Record<Country, string>> = { pl: 'Polska', de: 'Niemcy' };

/**
 * Folds text for comparison: lowercase, Polish and German diacritics removed (ł -> l, ß -> ss,
 * ü -> u), punctuation as single spaces. With `germanDigraphs` umlauts become ae/oe/ue first, so
 * both 'munchen' and 'muenchen' can match München.
 */
export function foldText(text: string, germanDigraphs = false): string {
  let folded = text.toLowerCase().replace(/ł/g, 'l').replace(/ß/g, 'ss');
  if (germanDigraphs) folded = folded.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  return folded
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const slug = (text: string) => foldText(text).replace(/ /g, '-');

function toLocalities<Region extends string>(
  country: Country,
  rows: readonly GazetteerRow<Region>[],
  regions: Readonly<Record<Region, string>>,
): Locality[] {
  const nameCounts = new Map<string, number>();
  for (const [name] of rows) nameCounts.set(slug(name), (nameCounts.get(slug(name)) ?? 0) + 1);
  return rows.map(([name, regionCode, lat, lng, populationThousands]) => {
    const region = regions[regionCode];
    const base = slug(name);
    // Homonyms (two towns of one name) are told apart by their region.
    const id = (nameCounts.get(base) ?? 0) > 1 ? `${country}:${base}-${slug(region)}` : `${country}:${base}`;
    const locality: Locality = { id, name, region, country, lat, lng };
    if (populationThousands !== undefined) locality.population = Math.round(populationThousands * 1000);
    return locality;
  });
}

/** Every locality of the bundled gazetteer, Polish first. */
export const LOCALITIES: readonly Locality[] = [
  ...toLocalities('pl', PL_ROWS, PL_REGIONS),
  ...toLocalities('de', DE_ROWS, DE_REGIONS),
];

/** 'Łódź, łódzkie, Polska', 'Berlin, Berlin, Niemcy'. */
export function formatAddress(locality: Pick<Locality, 'name' | 'region' | 'country'>): string {
  return `${locality.name}, ${locality.region}, ${COUNTRY_NAMES[locality.country]}`;
}
