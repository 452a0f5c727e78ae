// A throwaway PostgreSQL for the PostgreSQL tests and the benchmark: Debian's `postgresql` installed
// with apt-get when missing (as root, like ensure-chromium.ts does for Chromium), then a cluster of its
// own in a temp directory on a free port, stopped and deleted afterwards. It never touches the
// system's clusters, so it runs beside a PostgreSQL already serving port 5432.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { aptInstall, isRoot } from './apt-install';

/** Where Debian puts each major version's binaries (initdb and pg_ctl are not on PATH there). */
const DEBIAN_ROOT = '/usr/lib/postgresql';

export interface LocalPostgres {
  url: string;
  /** Stops the server and deletes its directory; safe to call twice. */
  stop(): void;
}

export interface LocalPostgresOptions {
  /** Database created for the caller (owner: the `postgres` superuser). */
  database: string;
  /**
   * Tests only: no fsync, no synchronous commit, no full-page writes. Crash safety is worthless for
   * a cluster deleted at the end, and it saves most of the disk waits of migrations and seeding.
   */
  fast?: boolean;
}

/** The newest installed major version's bin directory, or undefined. PG_BIN_DIR overrides. */
function findBinDir(): string | undefined {
  const override = process.env.PG_BIN_DIR;
  if (override) return existsSync(join(override, 'initdb')) ? override : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  return readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(join(DEBIAN_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_ROOT, version, 'bin'))[0];
}

/** PostgreSQL's bin directory, installing Debian's package first when there is none (root only). */
export function ensurePostgresInstalled(): string {
  const found = findBinDir();
  if (found) return found;
  if (process.env.PG_BIN_DIR) throw new Error(`PG_BIN_DIR=${process.env.PG_BIN_DIR} holds no initdb.`);
  if (!isRoot()) {
    throw new Error(
      'PostgreSQL not found. Install it (sudo apt-get install -y postgresql) or set PG_BIN_DIR to the directory holding initdb and pg_ctl.',
    );
  }
  console.log('PostgreSQL not found: installing Debian package postgresql (apt-get)...');
  aptInstall(['postgresql']);
  const installed = findBinDir();
  if (!installed) throw new Error(`apt-get installed postgresql but ${DEBIAN_ROOT}/*/bin/initdb is missing.`);
  return installed;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The uid/gid of the `postgres` account Debian's package creates. */
function postgresAccount(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Initialises and starts a new cluster. initdb refuses to run as root, so as root the cluster
 * belongs to the `postgres` account and its commands run through runuser.
 */
export async function startLocalPostgres(options: LocalPostgresOptions): Promise<LocalPostgres> {
  const bin = ensurePostgresInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'kursownik-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const asOwner = (command: string, args: string[]) => {
    const [file, argv] = isRoot()
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    // cwd: the postgres account may not be allowed into the caller's directory.
    execFileSync(file, argv, { cwd: dir, stdio: 'pipe' });
  };
  if (isRoot()) {
    const { uid, gid } = postgresAccount();
    chownSync(dir, uid, gid);
  }
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      try {
        asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error(`Stopping the PostgreSQL in ${dir} failed:`, error);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N']);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      ...(options.fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
    ];
    asOwner('pg_ctl', ['-D', data, '-l', log, '-o', settings.join(' '), '-w', 'start']);
    running = true;
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${pg.escapeIdentifier(options.database)}`);
    } finally {
      await admin.end();
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/${options.database}`, stop };
  } catch (error) {
    if (existsSync(log)) console.error(readFileSync(log, 'utf8'));
    stop();
    throw error;
  }
}
