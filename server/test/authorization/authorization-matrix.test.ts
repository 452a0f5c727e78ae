import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildWriteApp, companyId } from '../course-writes/write-app.support';
import {
  FOREIGN_ROWS_SEEN_BY,
  LOGINS,
  MATRIX,
  type Login,
  type MatrixRow,
} from './authorization-matrix.support';
import { FOREIGN_COLLECTIONS, foreignCompanyIds } from './foreign-rows.support';
import { matrixTargets, type TargetIds } from './matrix.support';
import { iri } from '../../../domain/contract/iri';

const RECORD = process.env.MATRIX_RECORD === '1';

let app: FastifyInstance;
let targets: Awaited<ReturnType<typeof matrixTargets>>;

beforeAll(async () => {
  app = await buildWriteApp();
  targets = await matrixTargets(app);
}, 60_000);
afterAll(() => app.close());

const privateRoutes = () =>
  app.apiRoutes
    .filter((route) => !route.public && route.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);

/** `2xx: admin dyspozytor; 403: *` -> the answer of each login. */
function parseAnswers(line: string): Map<Login, string> {
  const answers = new Map<Login, string>();
  let rest: string | null = null;
  for (const part of line.split(';')) {
    const [answer = '', names = ''] = part.split(':').map((text) => text.trim());
    if (!answer) continue;
    for (const name of names.split(/\s+/).filter(Boolean)) {
      if (name === '*') rest = answer;
      else answers.set(name as Login, answer);
    }
  }
  for (const login of LOGINS) if (!answers.has(login) && rest !== null) answers.set(login, rest);
  return answers;
}

/** The recorded line of `answers`: the most frequent answer is `*`. */
function formatAnswers(answers: Map<Login, string>): string {
  const byAnswer = new Map<string, Login[]>();
  for (const login of LOGINS) {
    const answer = answers.get(login) ?? '?';
    byAnswer.set(answer, [...(byAnswer.get(answer) ?? []), login]);
  }
  const [common] = [...byAnswer.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['?'];
  return [...byAnswer.entries()]
    .filter(([answer]) => answer !== common)
    .map(([answer, logins]) => `${answer}: ${logins.join(' ')}`)
    .concat(`${common}: *`)
    .join('; ');
}

const category = (status: number) => (status >= 200 && status < 300 ? '2xx' : String(status));

async function call(key: string, row: MatrixRow, params: Record<string, string>, login: Login) {
  const [method = 'GET', pattern = ''] = key.split(' ');
  const url = pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);
  const payload = row.inBody ? { [row.inBody.field]: iri(row.inBody.resource, params.id ?? '') } : {};
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: await as(app, login),
    ...(method === 'POST' || method === 'PUT' ? { payload } : {}),
  });
  return category(response.statusCode);
}

type Variant = 'own' | 'foreign' | 'missing';

async function observe(key: string, row: MatrixRow, variant: Variant, ids: TargetIds) {
  const answers = new Map<Login, string>();
  for (const login of LOGINS) {
    const params =
      variant === 'own' ? await ids.own(login) : variant === 'foreign' ? await ids.foreign?.() : ids.missing;
    if (!params) continue;
    answers.set(login, await call(key, row, params, login));
  }
  return answers;
}

describe('the authorization matrix', () => {
  it('has a row for every route the server registers, and no row for a route that is gone', () => {
    const routes = privateRoutes();
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('answers every login as the table says, on its own, a foreign and a missing object', async () => {
    const recorded: string[] = [];
    const mismatches: string[] = [];
    // One order in both modes: the table's, then routes it lacks (recording them).
    const keys = [...Object.keys(MATRIX), ...privateRoutes().filter((route) => !(route in MATRIX))];
    for (const key of keys) {
      const row = MATRIX[key] ?? { target: 'none', own: '' };
      const ids = targets[row.target];
      // The stream never ends: its refusals are in deny-by-default.test.ts and events.test.ts.
      if (row.stream) continue;
      const lines: Partial<Record<Variant, string>> = {};
      for (const variant of ['own', 'foreign', 'missing'] as const) {
        if (variant !== 'own' && (row.target === 'none' || (variant === 'foreign' && !ids.foreign))) continue;
        const observed = await observe(key, row, variant, ids);
        lines[variant] = formatAnswers(observed);
        const expected = parseAnswers(row[variant] ?? '');
        for (const login of LOGINS) {
          if (!observed.has(login)) continue;
          if (observed.get(login) !== expected.get(login))
            mismatches.push(
              `${key} ${variant} as ${login}: ${observed.get(login)}, table ${expected.get(login)}`,
            );
        }
      }
      recorded.push(
        `  '${key}': { target: '${row.target}', ${Object.entries(lines)
          .map(([variant, line]) => `${variant}: '${line}'`)
          .join(', ')} },`,
      );
    }
    if (RECORD) console.log(`\n${recorded.join('\n')}`);
    expect(mismatches).toEqual([]);
  }, 300_000);

  it("lists another tenant's rows in a collection only to the logins the table names", async () => {
    const companyIds = await foreignCompanyIds(app);
    const recorded: string[] = [];
    const mismatches: string[] = [];
    for (const collection of FOREIGN_COLLECTIONS) {
      const foreign = new Set(await collection.iris(app, companyIds));
      expect(foreign.size, `${collection.path}: the foreign tenant has rows`).toBeGreaterThan(0);
      const seeing: Login[] = [];
      for (const login of LOGINS) {
        const listed = await listedIris(collection.path, login);
        if (listed.some((iri) => foreign.has(iri))) seeing.push(login);
      }
      recorded.push(`  '${collection.path}': '${seeing.join(' ')}',`);
      const expected = FOREIGN_ROWS_SEEN_BY[collection.path] ?? '';
      if (seeing.join(' ') !== expected)
        mismatches.push(`${collection.path}: seen by '${seeing.join(' ')}', table '${expected}'`);
    }
    if (RECORD) console.log(`\n${recorded.join('\n')}`);
    expect(mismatches).toEqual([]);
  }, 300_000);
});

/** The first tenant: the companies the matrix's demo logins work for. */
const HOME_COMPANIES = [
  'PKP Intercity',
  'Taxi Trans Warszawa',
  'Auto-Przewozy Kraków',
  'Kolej-Trans Logistyka',
];
/** The second tenant's own logins (README): a railway company and the transport company serving it. */
const SECOND_TENANT = ['firma.dbcargo', 'transport.slask'] as const;

describe('the second tenant', () => {
  it("lists its own courses and none of the first tenant's rows, in any collection", async () => {
    const homeIds = await Promise.all(HOME_COMPANIES.map((name) => companyId(app, name)));
    const courseRows = FOREIGN_COLLECTIONS.find((collection) => collection.path === '/api/abstract_courses');
    const ownCourses = new Set(await courseRows?.iris(app, await foreignCompanyIds(app)));
    const leaks: string[] = [];
    for (const login of SECOND_TENANT) {
      const courses = await listedIris('/api/abstract_courses', login);
      expect(
        courses.some((iri) => ownCourses.has(iri)),
        `${login} sees its own courses`,
      ).toBe(true);
      for (const collection of FOREIGN_COLLECTIONS) {
        const home = new Set(await collection.iris(app, homeIds));
        const listed = await listedIris(collection.path, login);
        const leaked = listed.filter((iri) => home.has(iri));
        if (leaked.length > 0) leaks.push(`${login} ${collection.path}: ${leaked.slice(0, 3).join(' ')}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);
});

interface ListPage {
  'hydra:member': { '@id': string }[];
  'hydra:view'?: { 'hydra:next'?: string };
}

/** Every `@id` of a collection as `login` sees it, page after page (nothing when refused). */
async function listedIris(path: string, login: string): Promise<string[]> {
  const iris: string[] = [];
  let url: string | undefined = `${path}?itemsPerPage=100`;
  for (let page = 0; url && page < 50; page++) {
    const response: { statusCode: number; json: <T>() => T } = await app.inject({
      method: 'GET',
      url,
      headers: await as(app, login),
    });
    if (response.statusCode !== 200) return iris;
    const body = response.json<ListPage>();
    iris.push(...body['hydra:member'].map((member) => member['@id']));
    url = body['hydra:view']?.['hydra:next'];
  }
  return iris;
}
