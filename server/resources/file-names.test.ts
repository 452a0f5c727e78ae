/**
 * One naming scheme for the server's files (issue 33 step 3; server/README.md "Rooms"): a family's
 * routes are `*Routes` plugins in `.routes.ts` (one endpoint alone: `*Route` in `.route.ts`), its data
 * access is in `.repository.ts`, its answers in `.serializer.ts`, its request schemas in `.input.ts`.
 * Three more keep their suffix (docs/spec-decisions.md row 871): `.read.ts` assembles one GET's answer
 * from several reads and the domain's rules (a read service: it writes nothing), `.query.ts` reads a
 * GET's query string on http/query.ts, `.sql.ts` holds SQL fragments the repositories' statements embed.
 * The older names for the same things (`.plugin.ts`, `.store.ts`, `.writer.ts`, `.view.ts` or
 * `-view.ts`, a family's `.schema.ts`, a `*Plugin` that registers routes) are refused, so a reader
 * looking for a family's SQL, routes or answers finds them under one name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(__dirname, '..');
const OLD_SUFFIXES = /\.(plugin|store|writer|view)(\.[a-z-]+)?\.ts$/;
// A serializer went by `<name>-view.ts`, a family's request schema by `<name>.schema.ts` (a name
// domain/contract keeps for the answers' schemas).
const OLD_FAMILY_NAMES = /^resources\/.*(-view|\.schema)\.ts$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sources(SERVER).map((path) => ({
  name: relative(SERVER, path),
  text: readFileSync(path, 'utf8'),
}));

describe('server file names', () => {
  it('use no older suffix for routes or data access', () => {
    expect(files.map(({ name }) => name).filter((name) => OLD_SUFFIXES.test(name))).toEqual([]);
  });

  it('name serializers .serializer.ts and request schemas .input.ts', () => {
    const names = files.map(({ name }) => name.split(sep).join('/'));
    expect(names.filter((name) => name.endsWith('.input.ts')).length).toBeGreaterThan(1);
    expect(names.filter((name) => OLD_FAMILY_NAMES.test(name))).toEqual([]);
  });

  it('put every *Routes plugin in a .routes.ts file and every *Route in a .route.ts file', () => {
    const misplaced = files.flatMap(({ name, text }) =>
      [...text.matchAll(/^export async function (\w+?)(Routes?)\(app: FastifyInstance/gm)].flatMap(
        ([, base, kind]) => (name.endsWith(`.${kind?.toLowerCase()}.ts`) ? [] : [`${name}: ${base}${kind}`]),
      ),
    );
    expect(files.filter(({ name }) => name.endsWith('.routes.ts')).length).toBeGreaterThan(30);
    expect(misplaced).toEqual([]);
  });

  it('name no route plugin *Plugin', () => {
    const plugins = files.flatMap(({ name, text }) =>
      [...text.matchAll(/^export async function (\w+Plugin)\(app: FastifyInstance/gm)].map(
        ([, fn]) => `${name}: ${fn}`,
      ),
    );
    expect(plugins).toEqual([]);
  });

  it('keep .read.ts for reads, .query.ts for query strings and .sql.ts for SQL fragments (row 871)', () => {
    const named = (suffix: string) => files.filter(({ name }) => name.endsWith(suffix));
    const writes = /\.(insert|update|delete)\(/;
    expect(
      named('.read.ts')
        .filter(({ text }) => writes.test(text))
        .map(({ name }) => name),
    ).toEqual([]);
    const readsQuery = /\b(querySchema|RawQuery)\b/;
    expect(
      named('.query.ts')
        .filter(({ text }) => !readsQuery.test(text))
        .map(({ name }) => name),
    ).toEqual([]);
    const embedsSql = /import \{[^}]*\bsql\b[^}]*\} from 'drizzle-orm'/;
    expect(
      named('.sql.ts')
        .filter(({ text }) => !embedsSql.test(text))
        .map(({ name }) => name),
    ).toEqual([]);
    expect(named('.sql.ts').length + named('.query.ts').length + named('.read.ts').length).toBeGreaterThan(5);
  });
});
