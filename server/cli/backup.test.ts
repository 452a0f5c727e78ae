/**
 * Backup and restore of the embedded database (README "Backup and restore"): a round trip gives back
 * the same data (row count and md5 of every table), and the refusals change nothing.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import { lockFile } from '../db/data-dir-lock';
import { seedDemo } from '../seed/demo';
import { seedDemoCourses } from '../seed/courses';
import { tableChecksums, type TableChecksums } from '../test/db/table-checksums.support';
import { runBackupCli } from './backup';

const work = mkdtempSync(join(tmpdir(), 'kursownik-backup-'));
const source: { databaseUrl: string | undefined; dataDir: string } = {
  databaseUrl: undefined,
  dataDir: join(work, 'source'),
};
const file = join(work, 'kopia.tar.gz');
let original: TableChecksums;

const checksumsOf = async (dataDir: string) => {
  const database = await openDatabase(undefined, dataDir);
  try {
    return await tableChecksums(database.db);
  } finally {
    await database.close();
  }
};

/** Runs the CLI and answers its exit code with what it printed. */
async function cli(argv: string[], config = source) {
  const out = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const code = await runBackupCli(argv, config);
    return { code, out: out.mock.calls.join('\n'), err: err.mock.calls.join('\n') };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

beforeAll(async () => {
  const database = await openDatabase(undefined, source.dataDir);
  await seedDemo(database.db);
  await seedDemoCourses(database.db);
  original = await tableChecksums(database.db);
  await database.close();
}, 120_000);
afterAll(() => vi.restoreAllMocks());

describe('npm run backup / npm run restore on the embedded database', () => {
  it('round trip: the restored database holds exactly the backed-up data', async () => {
    expect(original['public.courses']?.rows).toBeGreaterThan(0);
    const backup = await cli(['backup', file]);
    expect(backup).toMatchObject({ code: 0, err: '' });
    expect(backup.out).toContain(`Zapisano kopię bazy do ${file}`);

    // Into an empty data directory...
    const fresh = { databaseUrl: undefined, dataDir: join(work, 'fresh') };
    expect((await cli(['restore', file], fresh)).code).toBe(0);
    expect(await checksumsOf(fresh.dataDir)).toEqual(original);

    // ...and over a changed database, which is kept aside, not destroyed.
    const changed = await openDatabase(undefined, source.dataDir);
    await changed.db.execute(sql`delete from outbox_messages`);
    await changed.db.execute(sql`update companies set name = name || ' (zmieniona)'`);
    await changed.close();
    expect(await checksumsOf(source.dataDir)).not.toEqual(original);
    const restore = await cli(['restore', file]);
    expect(restore.code).toBe(0);
    expect(restore.out).toContain('Poprzednia baza została przeniesiona do');
    expect(await checksumsOf(source.dataDir)).toEqual(original);
    expect(readdirSync(source.dataDir).some((name) => name.startsWith('pglite.przed-odtworzeniem-'))).toBe(
      true,
    );
  }, 120_000);

  it('refuses to overwrite a file, a missing file, a pg_dump file and bad arguments, in Polish', async () => {
    expect(await cli(['backup', file])).toMatchObject({
      code: 1,
      err: `Plik ${file} już istnieje: kopia nie nadpisuje plików.`,
    });
    const missing = join(work, 'brak.tar.gz');
    expect(await cli(['restore', missing])).toMatchObject({ code: 1, err: `Nie ma pliku ${missing}.` });
    const pgDump = join(work, 'postgres.dump');
    writeFileSync(pgDump, 'PGDMP\u0001\u000e\u0000');
    expect((await cli(['restore', pgDump])).err).toBe(
      `${pgDump} jest kopią z pg_dump: bazę wbudowaną odtwarza się z kopii bazy wbudowanej.`,
    );
    expect(await cli(['backup'])).toMatchObject({ code: 1, err: 'Użycie: npm run backup -- <plik>' });
    expect((await cli(['restore', file], { databaseUrl: 'memory://', dataDir: work })).err).toBe(
      'DATABASE_URL=memory:// to baza w pamięci: nie ma jej czego kopiować ani odtwarzać.',
    );
  });

  it('refuses while a running server holds the data directory, and changes nothing', async () => {
    const before = await checksumsOf(source.dataDir);
    // The parent process (vitest's) is alive: it stands for the server holding the directory.
    writeFileSync(lockFile(source.dataDir), `${process.ppid}\n`);
    const message = `Baza w ${source.dataDir} jest używana przez inny proces Kursownika (PID ${process.ppid}). Zatrzymaj serwer i spróbuj ponownie.`;
    const second = join(work, 'druga.tar.gz');
    expect(await cli(['backup', second])).toMatchObject({ code: 1, err: message });
    expect(existsSync(second)).toBe(false);
    expect(await cli(['restore', file])).toMatchObject({ code: 1, err: message });
    writeFileSync(lockFile(source.dataDir), '999999999\n');
    // A pid file of a dead process (kill -9) is taken over.
    expect(await checksumsOf(source.dataDir)).toEqual(before);
  });
});

describe('npm run backup keeps the database password and the dump to its owner', () => {
  it('the embedded backup is written with mode 0600', async () => {
    const copy = join(work, 'prywatna.tar.gz');
    expect((await cli(['backup', copy])).code).toBe(0);
    expect(statSync(copy).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('pg_dump gets the password by PGPASSWORD, never in argv, and its dump is 0600', async () => {
    // A stand-in pg_dump (PG_BIN_DIR) records what the process list would show and its environment.
    const bin = join(work, 'bin');
    mkdirSync(bin, { recursive: true });
    const seen = join(work, 'pg_dump.seen');
    writeFileSync(
      join(bin, 'pg_dump'),
      `#!/bin/sh\nprintf '%s\\n' "$@" > '${seen}'\necho "PGPASSWORD=$PGPASSWORD" >> '${seen}'\n` +
        `for a in "$@"; do case "$a" in --file=*) printf 'PGDMP' > "\${a#--file=}";; esac; done\n`,
      { mode: 0o755 },
    );
    const previous = process.env.PG_BIN_DIR;
    process.env.PG_BIN_DIR = bin;
    try {
      const dump = join(work, 'postgres-kopia.dump');
      const target = {
        databaseUrl: 'postgres://kursownik:tajne%40haslo@db.example:5432/kursownik',
        dataDir: work,
      };
      expect(await cli(['backup', dump], target)).toMatchObject({ code: 0, err: '' });
      const recorded = readFileSync(seen, 'utf8');
      expect(recorded).toContain('--dbname=postgres://kursownik@db.example:5432/kursownik');
      expect(recorded.split('\n').filter((line) => line.includes('tajne'))).toEqual([
        'PGPASSWORD=tajne@haslo',
      ]);
      expect(statSync(dump).mode & 0o777).toBe(0o600);
    } finally {
      if (previous === undefined) delete process.env.PG_BIN_DIR;
      else process.env.PG_BIN_DIR = previous;
    }
  });
});
