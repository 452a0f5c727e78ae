import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, type Locality } from './gazetteer';
import {
  createLocalitySearch,
  findLocality,
  MATCH_RANK,
  matchRank,
  normalizeQuery,
  searchForms,
  searchLocalities,
} from './place-search';

describe('near ranking', () => {
  const locality = (id: string, name: string, lat: number, lng: number, population?: number): Locality => ({
    id,
    name,
    region: 'test',
    country: 'pl',
    lat,
    lng,
    ...(population === undefined ? {} : { population }),
  });
  const search = createLocalitySearch([
    locality('pl:nowa-wies-a', 'Nowa Wieś', 54.0, 18.0),
    locality('pl:nowa-wies-b', 'Nowa Wieś', 50.0, 22.0),
    locality('pl:nowa-wies-c', 'Nowa Wieś', 52.0, 20.0),
    locality('pl:nowa-deba', 'Nowa Dęba', 50.42, 21.75, 11_000),
  ]);

  it('orders equally good matches of equal population by distance to near', () => {
    expect(search('nowa wies', { near: { lat: 50.1, lng: 21.9 } }).map((r) => r.id)).toEqual([
      'pl:nowa-wies-b',
      'pl:nowa-wies-c',
      'pl:nowa-wies-a',
    ]);
    expect(search('nowa wies', { near: { lat: 54.3, lng: 18.6 } }).map((r) => r.id)).toEqual([
      'pl:nowa-wies-a',
      'pl:nowa-wies-c',
      'pl:nowa-wies-b',
    ]);
  });

  it('lets population win over distance, and match quality over both', () => {
    // 'nowa' is a prefix of all four: the populated Nowa Dęba first even though it is farther.
    expect(search('nowa', { near: { lat: 54.0, lng: 18.0 } })[0]?.id).toBe('pl:nowa-deba');
    // Exact beats prefix regardless of population.
    expect(search('nowa wies', { near: { lat: 50.4, lng: 21.7 } })[0]?.name).toBe('Nowa Wieś');
  });
});

describe('matching helpers', () => {
  it('folds queries and names alike', () => {
    expect(normalizeQuery('  Łódź  ')).toBe('lodz');
    expect(normalizeQuery('x')).toBe('');
    expect(searchForms('München')).toEqual(['munchen', 'muenchen']);
    expect(searchForms('Łódź')).toEqual(['lodz']);
  });

  it('ranks a single name', () => {
    const forms = searchForms('Gorzów Wielkopolski');
    expect(matchRank(forms, 'gorzow wielkopolski')).toBe(MATCH_RANK.exact);
    expect(matchRank(forms, 'gorz')).toBe(MATCH_RANK.prefix);
    expect(matchRank(forms, 'wielko')).toBe(MATCH_RANK.wordPrefix);
    expect(matchRank(forms, 'elkopol')).toBe(MATCH_RANK.substring);
    expect(matchRank(forms, 'poznan')).toBeNull();
  });

  it('looks a locality up by id', () => {
    expect(findLocality('de:koln')).toMatchObject({
      name: 'Köln',
      address: 'Köln, Nordrhein-Westfalen, Niemcy',
    });
    expect(findLocality('pl:nowhere')).toBeNull();
  });
});

describe('search properties', () => {
  const query = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('lodz', 'gora', 'frankfurt', 'an', 'ow', 'ice', 'bad', 'nowy', 'ö', 'münch', 'Ł'),
  );
  const options = fc.record({
    limit: fc.integer({ min: -2, max: 80 }),
    countries: fc.subarray(['pl', 'de'] as const),
  });

  it('never returns more than limit, and every result contains the folded query', () => {
    fc.assert(
      fc.property(query, options, (q, opts) => {
        const results = searchLocalities(q, opts);
        expect(results.length).toBeLessThanOrEqual(Math.max(0, opts.limit));
        const folded = normalizeQuery(q);
        for (const result of results) {
          expect(searchForms(result.name).some((form) => form.includes(folded))).toBe(true);
          expect(opts.countries).toContain(result.country);
          expect(foldText(result.address)).toContain(foldText(result.name));
        }
      }),
      { numRuns: 300 },
    );
  });
});
