import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, foldText, formatAddress, LOCALITIES } from './gazetteer';

const pl = LOCALITIES.filter((l) => l.country === 'pl');
const de = LOCALITIES.filter((l) => l.country === 'de');

describe('gazetteer data', () => {
  it('holds at least 400 Polish and 150 German localities', () => {
    expect(pl.length).toBeGreaterThanOrEqual(400);
    expect(de.length).toBeGreaterThanOrEqual(150);
    expect(LOCALITIES.length).toBe(pl.length + de.length);
  });

  it('keeps every Polish locality inside Poland (lat 49-55, lng 14-24.2)', () => {
    const outside = pl.filter((l) => !(l.lat >= 49 && l.lat <= 55 && l.lng >= 14 && l.lng <= 24.2));
    expect(outside.map((l) => l.id)).toEqual([]);
  });

  it('keeps every German locality inside Germany (lat 47.2-55.1, lng 5.8-15.1)', () => {
    const outside = de.filter((l) => !(l.lat >= 47.2 && l.lat <= 55.1 && l.lng >= 5.8 && l.lng <= 15.1));
    expect(outside.map((l) => l.id)).toEqual([]);
  });

  it('has unique ids of the form country:slug, non-empty names and regions', () => {
    expect(new Set(LOCALITIES.map((l) => l.id)).size).toBe(LOCALITIES.length);
    for (const locality of LOCALITIES) {
      expect(locality.id).toMatch(/^(pl|de):[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(locality.id.startsWith(`${locality.country}:`)).toBe(true);
      expect(locality.name.trim()).not.toBe('');
      expect(locality.name).toBe(locality.name.trim());
      expect(locality.region).not.toBe('');
      if (locality.population !== undefined) expect(locality.population).toBeGreaterThan(0);
    }
  });

  it('has no locality twice (same name and region)', () => {
    const keys = LOCALITIES.map((l) => `${l.country}|${l.region}|${l.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('includes every voivodeship capital', () => {
    const capitals = [
      'Wrocław',
      'Bydgoszcz',
      'Toruń',
      'Lublin',
      'Zielona Góra',
      'Gorzów Wielkopolski',
      'Łódź',
      'Kraków',
      'Warszawa',
      'Opole',
      'Rzeszów',
      'Białystok',
      'Gdańsk',
      'Katowice',
      'Kielce',
      'Olsztyn',
      'Poznań',
      'Szczecin',
    ];
    const names = new Set(pl.map((l) => l.name));
    expect(capitals.filter((name) => !names.has(name))).toEqual([]);
  });

  it('includes the railway junction and border villages', () => {
    const junctions = [
      'Chałupki',
      'Zbąszynek',
      'Małaszewicze',
      'Medyka',
      'Terespol',
      'Kunowice',
      'Tczew',
      'Kutno',
      'Skierniewice',
      'Idzikowice',
      'Koluszki',
      'Czerwieńsk',
      'Węgliniec',
      'Rzepin',
    ];
    const names = new Set(pl.map((l) => l.name));
    expect(junctions.filter((name) => !names.has(name))).toEqual([]);
  });

  it('places well-known cities where they are', () => {
    const at = (id: string) => LOCALITIES.find((l) => l.id === id);
    expect(at('pl:warszawa')).toMatchObject({ lat: expect.closeTo(52.23, 1), lng: expect.closeTo(21.01, 1) });
    expect(at('pl:lodz')).toMatchObject({ name: 'Łódź', region: 'łódzkie' });
    expect(at('de:berlin')).toMatchObject({ region: 'Berlin', population: 3_755_000 });
    expect(at('de:frankfurt-oder')).toMatchObject({ name: 'Frankfurt (Oder)', region: 'Brandenburg' });
    expect(at('de:frankfurt-am-main')).toMatchObject({ region: 'Hessen' });
    // Villages carry no population.
    expect(at('pl:idzikowice')?.population).toBeUndefined();
  });
});

describe('foldText', () => {
  it('drops Polish and German diacritics and punctuation', () => {
    expect(foldText('Łódź')).toBe('lodz');
    expect(foldText('Gorzów Wielkopolski')).toBe('gorzow wielkopolski');
    expect(foldText('ŻÓŁĆ gęślą jaźń')).toBe('zolc gesla jazn');
    expect(foldText('Frankfurt (Oder)')).toBe('frankfurt oder');
    expect(foldText('Bielsko-Biała')).toBe('bielsko biala');
    expect(foldText('Dessau-Roßlau')).toBe('dessau rosslau');
    expect(foldText('München')).toBe('munchen');
    expect(foldText('München', true)).toBe('muenchen');
    expect(foldText('Köln', true)).toBe('koeln');
  });
});

describe('formatAddress', () => {
  it('writes name, region and country in Polish', () => {
    expect(formatAddress({ name: 'Łódź', region: 'łódzkie', country: 'pl' })).toBe('Łódź, łódzkie, Polska');
    expect(formatAddress({ name: 'Berlin', region: 'Berlin', country: 'de' })).toBe('Berlin, Berlin, Niemcy');
    expect(COUNTRY_NAMES).toEqual({ pl: 'Polska', de: 'Niemcy' });
  });
});
