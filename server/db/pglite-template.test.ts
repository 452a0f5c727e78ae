import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { templatePath } from './pglite-template';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));

describe('the in-memory database template', () => {
  it('is named after the migrations, so a changed migration never loads an old dump', () => {
    const folder = mkdtempSync(join(tmpdir(), 'template-test-'));
    mkdirSync(join(folder, 'meta'));
    writeFileSync(join(folder, '0000_init.sql'), 'create table a (id int);');
    writeFileSync(join(folder, 'meta', '_journal.json'), '{}');
    const before = templatePath(folder);
    expect(templatePath(folder)).toBe(before);
    writeFileSync(join(folder, '0000_init.sql'), 'create table a (id bigint);');
    expect(templatePath(folder)).not.toBe(before);
  });

  it('gives every in-memory database all migrations and no rows, first and later alike', async () => {
    const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    for (let round = 0; round < 2; round++) {
      const database = await openDatabase('memory://', '/tmp/unused');
      const count = async (query: ReturnType<typeof sql>) => {
        const result: unknown = await database.db.execute(query);
        const rows: unknown =
          typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : [];
        return Array.isArray(rows) ? rows[0] : undefined;
      };
      expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual({
        n: journal.entries.length,
      });
      expect(await count(sql`select count(*)::int as n from users`)).toEqual({ n: 0 });
      // A buffer pool smaller than initdb's 128 MB: pages are in memory already (client.ts).
      expect(await count(sql`show shared_buffers`)).toEqual({ shared_buffers: '32MB' });
      await database.close();
    }
  });
});
