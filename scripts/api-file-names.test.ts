import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One SPA API-file rule (issue 33 step 3; README "Layout"): a feature's `api/` holds only calls to the
 * server, named so a reader finds them. A resource the feature administers has one `<resource>-api.ts`;
 * the course workflow keeps one endpoint per file, named by what it does (`get-course.ts`,
 * `transition-ride.ts`). Schemas of answers are `*.schema.ts`, test data `*.fixture.ts`. What is not a
 * call lives beside it: `stores/` (what the browser keeps: outboxes, seen requests), `utils/` (pure
 * helpers), `hooks/`, `components/`.
 */
const VERBS = [
  'add',
  'apply',
  'bulk',
  'cancel',
  'create',
  'delete',
  'export',
  'get',
  'login',
  'logout',
  'mark',
  'move',
  'rate',
  'refresh',
  'request',
  'reset',
  'save',
  'search',
  'set',
  'transition',
  'update',
];
const NAME = `(?:[a-z-]+-api|(?:${VERBS.join('|')})(?:-[a-z-]+)?|[a-z-]+\\.(?:schema|fixture))`;
const ALLOWED = new RegExp(`^${NAME}(?:\\.test)?\\.tsx?$`);

const FEATURES = join(process.cwd(), 'src', 'features');

function apiFiles(): string[] {
  return readdirSync(FEATURES).flatMap((feature) => {
    const api = join(FEATURES, feature, 'api');
    try {
      return readdirSync(api).map((file) => `${feature}/api/${file}`);
    } catch {
      return [];
    }
  });
}

describe("a feature's api folder", () => {
  it('holds only <resource>-api.ts files, one-endpoint files named by their verb, schemas and fixtures', () => {
    const files = apiFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => !ALLOWED.test(file.split('/').at(-1) ?? ''))).toEqual([]);
  });

  it('refuses a name that says neither the resource nor the call', () => {
    for (const name of ['companies.ts', 'helpers.ts', 'list-entries.ts', 'outbox.ts'])
      expect(ALLOWED.test(name), name).toBe(false);
    for (const name of ['companies-api.ts', 'get-course.test.ts', 'token-pair.schema.ts', 'login.ts'])
      expect(ALLOWED.test(name), name).toBe(true);
  });
});
