/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (README "Backup and restore") on the
 * database the config names. Embedded PGlite (DATA_DIR): a gzipped tarball of its data directory
 * (PGlite's dumpDataDir), taken and restored while no server holds the directory. PostgreSQL
 * (DATABASE_URL=postgres://...): pg_dump's custom format, restored with pg_restore in one transaction.
 * A backup never overwrites a file; a restore keeps the embedded database it replaces aside.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError, acquireDataDir } from '../db/data-dir-lock';
import { UsageError } from './create-user';
import { pgConnection } from './pg-connection';

type Target = Pick<Config, 'databaseUrl' | 'dataDir'>;

const isPostgres = (url: string | undefined) => url !== undefined && /^postgres(ql)?:\/\//.test(url);
/** pg_dump's custom format starts with these bytes; PGlite's gzip tarball with 1f 8b. */
const PG_DUMP_MAGIC = 'PGDMP';

const pgTool = (name: 'pg_dump' | 'pg_restore') =>
  process.env.PG_BIN_DIR ? join(process.env.PG_BIN_DIR, name) : name;

function kindOf(target: Target): 'pglite' | 'postgres' {
  if (isPostgres(target.databaseUrl)) return 'postgres';
  if (target.databaseUrl === 'memory://')
    throw new UsageError(
      'DATABASE_URL=memory:// to baza w pamięci: nie ma jej czego kopiować ani odtwarzać.',
    );
  if (target.databaseUrl !== undefined)
    throw new UsageError(`Nieobsługiwany DATABASE_URL: ${target.databaseUrl}`);
  return 'pglite';
}

/** A backup holds every tenant's data: only its owner may read it. */
const BACKUP_MODE = 0o600;

/**
 * Runs a PostgreSQL tool on the database; its own error output becomes the message. The password
 * goes by PGPASSWORD, never on the command line (see pg-connection.ts).
 */
function runTool(name: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) {
  const { dbname, env } = pgConnection(databaseUrl);
  const result = spawnSync(pgTool(name), [`--dbname=${dbname}`, ...args], { encoding: 'utf8', env });
  if (result.error) throw new UsageError(`Nie można uruchomić ${name}: ${result.error.message}`);
  if (result.status !== 0) throw new UsageError(`${name} zakończył się błędem: ${result.stderr.trim()}`);
}

/** Writes a backup of the database to `file` (which must not exist); answers a line to print. */
export async function backupDatabase(target: Target, file: string): Promise<string> {
  const path = resolve(file);
  if (existsSync(path)) throw new UsageError(`Plik ${path} już istnieje: kopia nie nadpisuje plików.`);
  // Written aside and renamed: an interrupted backup never leaves a file that looks whole.
  const partial = `${path}.partial`;
  try {
    // Created empty with mode 0600 before anything is written: pg_dump truncates an existing file
    // and keeps its mode, so the dump is never readable by others, not even while being written.
    closeSync(openSync(partial, 'w', BACKUP_MODE));
    chmodSync(partial, BACKUP_MODE);
    const kind = kindOf(target);
    if (kind === 'postgres' && target.databaseUrl) {
      runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`], target.databaseUrl);
    } else {
      const dir = join(target.dataDir, 'pglite');
      if (!existsSync(dir)) throw new UsageError(`W ${target.dataDir} nie ma bazy do skopiowania.`);
      const release = acquireDataDir(target.dataDir);
      try {
        const client = new PGlite(dir);
        await client.waitReady;
        const dump = await client.dumpDataDir('gzip');
        await client.close();
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: BACKUP_MODE });
      } finally {
        release();
      }
    }
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  return `Zapisano kopię bazy do ${path} (${statSync(path).size} B).`;
}

/** Replaces the database with the backup in `file`, then applies newer migrations; answers a line. */
export async function restoreDatabase(target: Target, file: string): Promise<string> {
  const path = resolve(file);
  if (!existsSync(path)) throw new UsageError(`Nie ma pliku ${path}.`);
  const kind = kindOf(target);
  const fromPgDump =
    readFileSync(path).subarray(0, PG_DUMP_MAGIC.length).toString('latin1') === PG_DUMP_MAGIC;
  if (fromPgDump !== (kind === 'postgres'))
    throw new UsageError(
      kind === 'postgres'
        ? `${path} nie jest kopią z pg_dump: bazę PostgreSQL odtwarza się z kopii PostgreSQL.`
        : `${path} jest kopią z pg_dump: bazę wbudowaną odtwarza się z kopii bazy wbudowanej.`,
    );
  let aside: string | null = null;
  if (kind === 'postgres' && target.databaseUrl) {
    runTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', path],
      target.databaseUrl,
    );
  } else {
    mkdirSync(target.dataDir, { recursive: true });
    const release = acquireDataDir(target.dataDir);
    try {
      const dir = join(target.dataDir, 'pglite');
      if (existsSync(dir)) {
        aside = `${dir}.przed-odtworzeniem-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        renameSync(dir, aside);
      }
      const client = new PGlite(dir, { loadDataDir: new Blob([readFileSync(path)]) });
      await client.waitReady;
      await client.close();
    } finally {
      release();
    }
  }
  // A backup of an older version is brought up to this one (its migrations table came with it).
  const database = await openDatabase(target.databaseUrl, target.dataDir);
  await database.close();
  return `Odtworzono bazę z ${path}.${aside ? ` Poprzednia baza została przeniesiona do ${aside}.` : ''}`;
}

const USAGE = {
  backup: 'Użycie: npm run backup -- <plik>',
  restore: 'Użycie: npm run restore -- <plik>',
};

export async function runBackupCli(argv: string[], config: Target = loadConfig()): Promise<number> {
  const [mode, file, ...rest] = argv;
  if (mode !== 'backup' && mode !== 'restore') {
    console.error(`${USAGE.backup}\n${USAGE.restore}`);
    return 1;
  }
  if (!file || rest.length > 0) {
    console.error(USAGE[mode]);
    return 1;
  }
  try {
    console.log(await (mode === 'backup' ? backupDatabase(config, file) : restoreDatabase(config, file)));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof DataDirInUseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runBackupCli(process.argv.slice(2));
}
