import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as as asDemo, openDemoApp } from '../../test/demo-session.support';
import type { Collection } from '../../test/hydra-answers.support';

let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);

async function get<T>(username: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: await as(username) });
  return { status: response.statusCode, body: response.json<Collection<T> & Record<string, string>>() };
}

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('GET /api/users', () => {
  it('searches users for managers', async () => {
    const { status, body } = await get<{ id: number; name: string; username: string }>(
      'admin',
      '/api/users?search=nowak&page=1',
    );
    expect(status).toBe(200);
    expect(body['hydra:member'].some((u) => u.username === 'pasazer')).toBe(true);
  });

  it('gives a company user only its own company’s users and refuses others', async () => {
    const { body } = await get<{ username: string }>('firma', '/api/users?pagination=false');
    const names = body['hydra:member'].map((u) => u.username);
    expect(names).toContain('pasazer');
    expect(names).not.toContain('admin');
    expect(names).not.toContain('transport');
    const driver = await app.inject({ method: 'GET', url: '/api/users', headers: await as('kierowca') });
    expect(driver.statusCode).toBe(403);
    expect(driver.json<Record<string, string>>()['hydra:description']).toBe(
      'Brak uprawnień do wykonania tej operacji',
    );
  });

  it('gives the external dispatcher names only: no e-mails, no roles (row 595)', async () => {
    type Member = { username: string; email: string | null; roles: string[] };
    const outsider = await get<Member>('dyspozytor.zewnetrzny', '/api/users?pagination=false');
    const head = outsider.body['hydra:member'].find((u) => u.username === 'firma');
    expect(head).toMatchObject({ email: null, roles: [] });
    expect(outsider.body['hydra:member'].every((u) => u.email === null && u.roles.length === 0)).toBe(true);
    const administrator = await get<Member>('firma', '/api/users?pagination=false');
    const own = administrator.body['hydra:member'].find((u) => u.username === 'pasazer');
    expect(own?.email).toBe('pasazer@kursownik.pl');
    expect(own?.roles).toContain('ROLE_PASSENGER');
  });

  it('needs a login', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users' });
    expect(response.statusCode).toBe(401);
  });
});
