import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { guardTransactions } from './transaction-guard';
import { acquireDataDir } from './data-dir-lock';
import { readTemplate, saveTemplate, templatePath } from './pglite-template';
import * as coreSchema from './schema';
import * as courseSchema from './course-schema';
import * as financeSchema from './finance-schema';
import * as kilometerSettlementSchema from './kilometer-settlement-schema';
import * as settlementSchema from './settlement-schema';

const schema = {
  ...coreSchema,
  ...courseSchema,
  ...kilometerSettlementSchema,
  ...financeSchema,
  ...settlementSchema,
};
export type Schema = typeof schema;
/** One type for both drivers: code never cares whether PGlite or PostgreSQL is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The transaction handle given to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: saves the database as a template file (pglite-template.ts) later ones start from. */
  saveAsTemplate?(path: string): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database named by DATABASE_URL and applies pending migrations.
 * `undefined` = PGlite in `dataDir`; `memory://` = in-memory PGlite; `postgres://` = node-postgres.
 */
export async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return openPostgres(databaseUrl);
  if (databaseUrl && databaseUrl !== 'memory://') throw new Error(`Unsupported DATABASE_URL: ${databaseUrl}`);
  return openPglite(databaseUrl === 'memory://' ? undefined : dataDir);
}

/**
 * An in-memory PGlite started from `dump` (a template saved by `saveAsTemplate`), migrations then
 * applied as always; without a dump, the migrated template of openDatabase('memory://').
 */
export function openMemoryDatabase(dump: Blob | undefined): Promise<Database> {
  return openPglite(undefined, dump);
}

async function openPglite(dataDir: string | undefined, startFrom?: Blob): Promise<Database> {
  // Loaded only for the embedded database: a process on PostgreSQL never holds PGlite's modules.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Refuses a data directory another live process holds (server/db/data-dir-lock.ts).
  const release = dataDir ? acquireDataDir(dataDir) : () => {};
  const template = dataDir || startFrom ? undefined : templatePath(migrationsFolder);
  const dump = startFrom ?? (template ? readTemplate(template) : undefined);
  const client = dataDir
    ? new PGlite(`${dataDir}/pglite`)
    : new PGlite({ ...(dump ? { loadDataDir: dump } : {}), startParams: inMemoryStartParams(PGlite) });
  // Acknowledged means durable across a killed process (ADR 008): a commit writes its WAL before it
  // returns. PGlite's default, pinned for its one session whatever the data directory's config says.
  await client.exec('set synchronous_commit = on');
  const db = drizzlePglite(client, { schema });
  // From the dump this finds nothing to apply; it still runs, so a stale dump could never skip one.
  await migratePglite(db, { migrationsFolder });
  if (template && !dump) await saveTemplate(client, template);
  return {
    db: guardTransactions(db as unknown as Db),
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    close: () => client.close().finally(release),
    saveAsTemplate: (path) => saveTemplate(client, path),
  };
}

/**
 * An in-memory database holds every page in memory already, so its buffer pool is a second copy. At
 * initdb's 128 MB the pool outgrows PGlite's initial WebAssembly memory, and setting it up was over
 * half of each open (about 1 050 ms against 450 ms at 32 MB; tests and journeys open hundreds of
 * databases a run, issue 30). A data directory keeps the default: it is the production database.
 */
const inMemoryStartParams = (pglite: { defaultStartParams: readonly string[] }) => [
  ...pglite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
];

/** Whole milliseconds from the environment (0 = no limit, for bulk seeding), else `fallback`. */
function envMilliseconds(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * No statement and no idle open transaction outlives a request (REQUEST_TIMEOUT_MS, 30 s): PostgreSQL
 * ends it (57014, answered 503) instead of letting a runaway query hold a connection and its locks.
 */
export const sessionLimits = () => ({
  statement_timeout: envMilliseconds('DATABASE_STATEMENT_TIMEOUT_MS', 30_000),
  idle_in_transaction_session_timeout: envMilliseconds('DATABASE_IDLE_TRANSACTION_TIMEOUT_MS', 60_000),
});

async function openPostgres(url: string): Promise<Database> {
  // Migrations may rewrite or index large tables: they run on a connection of their own, unlimited.
  const migrator = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    ...sessionLimits(),
  });
  // A connection PostgreSQL ends (a restart, a transaction idle past its limit) fails its own work and
  // is dropped; unheard, node-postgres raises it as an uncaught error that stops the whole server.
  const dropped = (error: Error) => console.warn(`PostgreSQL connection dropped: ${error.message}`);
  pool.on('error', dropped);
  pool.on('connect', (client) => client.on('error', dropped));
  const db = drizzlePg(pool, { schema });
  return {
    db: guardTransactions(db as unknown as Db),
    kind: 'postgres',
    async listen(channel, onPayload) {
      // LISTEN needs one dedicated connection for the life of the subscription.
      const client = await pool.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await client.query(`UNLISTEN "${channel.replace(/"/g, '')}"`);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
