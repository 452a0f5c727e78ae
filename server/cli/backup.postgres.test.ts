/**
 * Backup and restore on PostgreSQL (pg_dump custom format, pg_restore in one transaction): a round
 * trip gives back the same data, row count and md5 of every table. Runs through
 * scripts/test-postgres.ts on two databases of its own beside TEST_POSTGRES_URL's.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDemoCourses } from '../seed/courses';
import { seedDemo } from '../seed/demo';
import { tableChecksums, type TableChecksums } from '../test/db/table-checksums.support';
import { postgresDatabaseUrl, requiredPostgresUrl } from '../test/postgres-url.support';
import { backupDatabase, restoreDatabase } from './backup';

const url = requiredPostgresUrl();
const databaseUrl = postgresDatabaseUrl;
const SOURCE = 'kursownik_backup_source';
const COPY = 'kursownik_backup_copy';
const work = mkdtempSync(join(tmpdir(), 'kursownik-pg-backup-'));
const file = join(work, 'kopia.dump');
let original: TableChecksums;

async function admin(statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function checksumsOf(name: string) {
  const database = await openDatabase(databaseUrl(name), work);
  try {
    return await tableChecksums(database.db);
  } finally {
    await database.close();
  }
}

const target = (name: string) => ({ databaseUrl: databaseUrl(name), dataDir: work });

beforeAll(async () => {
  await admin(
    [SOURCE, COPY].flatMap((name) => [`drop database if exists ${name}`, `create database ${name}`]),
  );
  const database = await openDatabase(databaseUrl(SOURCE), work);
  await seedDemo(database.db);
  await seedDemoCourses(database.db);
  original = await tableChecksums(database.db);
  await database.close();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await admin([SOURCE, COPY].map((name) => `drop database if exists ${name}`));
});

describe('npm run backup / npm run restore on PostgreSQL', () => {
  it('round trip through pg_dump and pg_restore: the same rows in every table', async () => {
    expect(original['public.courses']?.rows).toBeGreaterThan(0);
    expect(await backupDatabase(target(SOURCE), file)).toMatch(/^Zapisano kopię bazy do /);
    expect(await restoreDatabase(target(COPY), file)).toBe(`Odtworzono bazę z ${file}.`);
    expect(await checksumsOf(COPY)).toEqual(original);

    // Over a changed database: the backup's data replaces it whole.
    const changed = await openDatabase(databaseUrl(SOURCE), work);
    await changed.db.execute(sql`update companies set name = name || ' (zmieniona)'`);
    await changed.close();
    expect(await checksumsOf(SOURCE)).not.toEqual(original);
    await restoreDatabase(target(SOURCE), file);
    expect(await checksumsOf(SOURCE)).toEqual(original);
  });

  it('refuses an existing file and a backup of the embedded database, in Polish', async () => {
    await expect(backupDatabase(target(SOURCE), file)).rejects.toThrow(
      `Plik ${file} już istnieje: kopia nie nadpisuje plików.`,
    );
    const embedded = join(work, 'pglite.tar.gz');
    writeFileSync(embedded, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    await expect(restoreDatabase(target(COPY), embedded)).rejects.toThrow(
      `${embedded} nie jest kopią z pg_dump: bazę PostgreSQL odtwarza się z kopii PostgreSQL.`,
    );
    expect(await checksumsOf(COPY)).toEqual(original);
  });
});
