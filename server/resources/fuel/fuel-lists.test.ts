import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../db/fleet-schema';
import { fuelCompanies } from '../../db/fuel-schema';
import { as as asDemo, openDemoApp } from '../../test/demo-session.support';
import type { Collection } from '../../test/hydra-answers.support';

let app: FastifyInstance;
interface Tx {
  id: number;
  transactionDate: string;
  amount: number;
  fuelCard: { id: number; cardNumber: string };
  car: { id: number; registrationNumber: string } | null;
  driver: { id: number; name: string } | null;
}

async function get<T>(url: string, username = 'flota') {
  const response = await app.inject({ method: 'GET', url, headers: await asDemo(app, username) });
  return { status: response.statusCode, body: response.json<Collection<T> & Record<string, unknown>>() };
}

const carId = async (registration: string) =>
  (await app.db.select().from(cars).where(eq(cars.registrationNumber, registration)))[0]?.id;

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('GET /api/fuel_companies and /api/fuel_cards', () => {
  it('lists the five fuel companies and the own company cards only', async () => {
    const companies = await get<{ name: string }>('/api/fuel_companies');
    expect(companies.body['hydra:member'].map((c) => c.name)).toEqual([
      'BP',
      'Circle K',
      'Lotos',
      'Orlen',
      'Shell',
    ]);
    const cards = await get<{ cardNumber: string; car: { registrationNumber: string } | null }>(
      '/api/fuel_cards?order[id]=desc&itemsPerPage=25',
    );
    expect(cards.body['hydra:totalItems']).toBe(4);
    expect(cards.body['hydra:member'].map((c) => c.car?.registrationNumber)).toEqual([
      'WE9034M',
      'WI5520C',
      'WX73105',
      'WA4821K',
    ]);
    const search = await get<{ cardNumber: string }>('/api/fuel_cards?search=wi5520');
    expect(search.body['hydra:member'].map((c) => c.cardNumber)).toEqual(['7002840000012345']);
  });

  it('refuses every other role', async () => {
    for (const username of ['transport', 'admin', 'kierowca']) {
      expect((await get('/api/fuel_cards', username)).status).toBe(403);
      expect((await get('/api/transactions', username)).status).toBe(403);
    }
  });
});

describe('POST /api/fuel_cards', () => {
  const post = async (payload: object) =>
    app.inject({ method: 'POST', url: '/api/fuel_cards', headers: await asDemo(app, 'flota'), payload });

  it('adds a card for an own car, refusing a duplicate, a foreign car and a bad number', async () => {
    const [shell] = await app.db.select().from(fuelCompanies).where(eq(fuelCompanies.name, 'Shell'));
    const company = `/api/fuel_companies/${shell?.id}`;
    const created = await post({
      cardNumber: '7077 1234 5678',
      fuelCardCompany: company,
      car: `/api/cars/${await carId('WA4821K')}`,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      cardNumber: '707712345678',
      fuelCardCompany: { name: 'Shell' },
      car: { registrationNumber: 'WA4821K' },
    });
    const again = await post({ cardNumber: '707712345678', fuelCardCompany: company, car: null });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      violations: [{ propertyPath: 'cardNumber', message: 'Karta o tym numerze już istnieje' }],
    });
    const foreign = await post({
      cardNumber: '123456789',
      fuelCardCompany: company,
      car: `/api/cars/${await carId('SK2871P')}`,
    });
    expect(foreign.json()).toMatchObject({
      violations: [{ propertyPath: 'car', message: 'Nie znaleziono samochodu' }],
    });
    const bad = await post({ cardNumber: '12ab', fuelCardCompany: '/api/fuel_companies/999' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      violations: [{ propertyPath: 'cardNumber', message: 'Numer karty musi mieć od 6 do 30 cyfr' }],
    });
  });
});

describe('GET /api/transactions', () => {
  it('pages newest first and filters by card, car, driver and date', async () => {
    const all = await get<Tx>('/api/transactions?pagination=false');
    expect(all.body['hydra:totalItems']).toBe(36);
    const dates = all.body['hydra:member'].map((t) => t.transactionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await get<Tx>('/api/transactions?page=2&itemsPerPage=10');
    expect(page2.body['hydra:member'].map((t) => t.id)).toEqual(
      all.body['hydra:member'].slice(10, 20).map((t) => t.id),
    );
    expect(page2.body['hydra:view']?.['hydra:next']).toContain('page=3');

    const car = await carId('WX73105');
    const byCar = await get<Tx>(`/api/transactions?car=/api/cars/${car}&pagination=false`);
    expect(byCar.body['hydra:totalItems']).toBe(12);
    expect(byCar.body['hydra:member'].every((t) => t.car?.registrationNumber === 'WX73105')).toBe(true);
    const card = byCar.body['hydra:member'][0]?.fuelCard.id;
    expect((await get<Tx>(`/api/transactions?fuelCard=${card}`)).body['hydra:totalItems']).toBe(12);
    const driver = byCar.body['hydra:member'][0]?.driver?.id;
    expect((await get<Tx>(`/api/transactions?driver=/api/users/${driver}`)).body['hydra:totalItems']).toBe(
      12,
    );

    const newest = all.body['hydra:member'][0]?.transactionDate ?? '';
    const day = new Date(newest).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
    const oneDay = await get<Tx>(
      `/api/transactions?transactionDate[after]=${day}&transactionDate[before]=${day}`,
    );
    expect(oneDay.body['hydra:member'].length).toBeGreaterThan(0);
    expect(
      oneDay.body['hydra:member'].every(
        (t) => new Date(t.transactionDate).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' }) === day,
      ),
    ).toBe(true);
    expect((await get('/api/transactions?transactionDate[after]=2026-13-01')).status).toBe(400);
  });

  it('caps pagination=false and never shows another company rows', async () => {
    const big = await get<Tx>('/api/transactions?itemsPerPage=5000');
    expect(big.body['hydra:member'].length).toBeLessThanOrEqual(100);
    const foreign = await get<Tx>('/api/transactions?pagination=false');
    expect(foreign.body['hydra:member'].some((t) => t.fuelCard.cardNumber === '7071009999990001')).toBe(
      false,
    );
  });
});
