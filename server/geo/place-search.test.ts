import { describe, expect, it } from 'vitest';
import { MAX_LIMIT, QUERY_MAX_LENGTH, searchLocalities } from './place-search';

const names = (query: string, options?: Parameters<typeof searchLocalities>[1]) =>
  searchLocalities(query, options).map((r) => r.name);

describe('searchLocalities', () => {
  it('ignores Polish diacritics and case', () => {
    expect(searchLocalities('lodz')[0]).toEqual({
      id: 'pl:lodz',
      name: 'Łódź',
      address: 'Łódź, łódzkie, Polska',
      country: 'pl',
      lat: 51.76,
      lng: 19.46,
    });
    expect(names('ŁÓDŹ')[0]).toBe('Łódź');
    expect(names('gorzow')[0]).toBe('Gorzów Wielkopolski');
    expect(names('zgorzelec')).toEqual(['Zgorzelec']);
    expect(names('swinoujscie')).toEqual(['Świnoujście']);
    expect(names('bialystok')[0]).toBe('Białystok');
    expect(names('Zabki')).toContain('Ząbki');
    expect(names('malaszewicze')).toEqual(['Małaszewicze']);
  });

  it('finds German umlauts spelled plain or as digraphs', () => {
    expect(names('munchen')[0]).toBe('München');
    expect(names('muenchen')[0]).toBe('München');
    expect(names('MÜNCHEN')[0]).toBe('München');
    expect(names('koln')[0]).toBe('Köln');
    expect(names('koeln')[0]).toBe('Köln');
    expect(names('dusseldorf')[0]).toBe('Düsseldorf');
    expect(names('gorlitz')[0]).toBe('Görlitz');
    expect(names('giessen')[0]).toBe('Gießen');
  });

  it('finds both Frankfurts, the larger first', () => {
    expect(names('frankfurt')).toEqual(['Frankfurt am Main', 'Frankfurt (Oder)']);
    expect(names('Frankfurt (Oder)')[0]).toBe('Frankfurt (Oder)');
    expect(names('frankfurt oder')[0]).toBe('Frankfurt (Oder)');
  });

  it('ranks exact > prefix > word prefix > substring, then by population', () => {
    // Exact 'Opole' before the prefix match 'Opole Lubelskie'; likewise Krosno.
    expect(names('opole').slice(0, 2)).toEqual(['Opole', 'Opole Lubelskie']);
    expect(names('krosno').slice(0, 2)).toEqual(['Krosno', 'Krosno Odrzańskie']);
    // Exact 'Biała' (2,500 people), prefix 'Biała Podlaska', word prefix 'Bielsko-Biała' (168,000).
    const biala = names('biała', { limit: 50 });
    expect(biala.slice(0, 2)).toEqual(['Biała', 'Biała Podlaska']);
    expect(biala.indexOf('Biała Podlaska')).toBeLessThan(biala.indexOf('Bielsko-Biała'));
    // Prefix 'Sławno' (12,000) before substring 'Bolesławiec' (38,000) and 'Jarosław' (37,000).
    const slaw = names('slaw', { limit: 50 });
    expect(slaw.indexOf('Sławno')).toBeLessThan(slaw.indexOf('Bolesławiec'));
    expect(slaw.indexOf('Bolesławiec')).toBeLessThan(slaw.indexOf('Jarosław'));
    // Within one rank the larger town first: both are word prefixes of 'gora'.
    const gora = names('gora', { limit: 50 });
    expect(gora[0]).toBe('Góra');
    expect(gora.indexOf('Zielona Góra')).toBeLessThan(gora.indexOf('Jelenia Góra'));
  });

  it('matches words inside hyphenated and multi-word names', () => {
    expect(names('zdroj', { limit: 50 })).toContain('Jastrzębie-Zdrój');
    expect(names('biala', { limit: 50 })).toContain('Bielsko-Biała');
    expect(names('am main')).toEqual(['Frankfurt am Main', 'Offenbach am Main', 'Rüsselsheim am Main']);
  });

  it('finds the railway junction villages', () => {
    for (const village of ['Chałupki', 'Zbąszynek', 'Idzikowice', 'Kunowice', 'Węgliniec', 'Medyka']) {
      expect(names(village)[0]).toBe(village);
    }
  });

  it('filters by country', () => {
    expect(searchLocalities('berlin', { countries: ['pl'] })).toEqual([]);
    expect(searchLocalities('berlin', { countries: ['de'] })[0]).toMatchObject({
      id: 'de:berlin',
      address: 'Berlin, Berlin, Niemcy',
      country: 'de',
    });
    const both = searchLocalities('gub');
    expect(both.map((r) => r.country).sort()).toEqual(['de', 'pl']);
    expect(searchLocalities('gub', { countries: ['de'] }).map((r) => r.name)).toEqual(['Guben']);
    expect(searchLocalities('lodz', { countries: [] })).toEqual([]);
  });

  it('honours the limit (default 10, at most MAX_LIMIT)', () => {
    expect(searchLocalities('an')).toHaveLength(10);
    expect(searchLocalities('an', { limit: 3 })).toHaveLength(3);
    expect(searchLocalities('an', { limit: 0 })).toEqual([]);
    expect(searchLocalities('an', { limit: -5 })).toEqual([]);
    expect(searchLocalities('an', { limit: 2.9 })).toHaveLength(2);
    expect(searchLocalities('an', { limit: 10_000 })).toHaveLength(MAX_LIMIT);
    expect(searchLocalities('an', { limit: Number.NaN })).toEqual([]);
  });

  it('returns nothing for empty, short, punctuation-only or overlong queries', () => {
    expect(searchLocalities('')).toEqual([]);
    expect(searchLocalities('   ')).toEqual([]);
    expect(searchLocalities('w')).toEqual([]);
    expect(searchLocalities('  w  ')).toEqual([]);
    expect(searchLocalities('--')).toEqual([]);
    expect(searchLocalities('a'.repeat(QUERY_MAX_LENGTH + 1))).toEqual([]);
    expect(searchLocalities(`${'x'.repeat(QUERY_MAX_LENGTH)}`)).toEqual([]);
    expect(searchLocalities(`  ${'Kraków'}  `)[0]?.name).toBe('Kraków');
    expect(searchLocalities('zzqx')).toEqual([]);
  });

  it('ignores an invalid near point', () => {
    expect(names('lodz', { near: { lat: Number.NaN, lng: 19 } })[0]).toBe('Łódź');
  });
});
