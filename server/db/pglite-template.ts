/**
 * A migrated, empty in-memory PGlite costs seconds to make: `initdb` inside WebAssembly, then every
 * migration. Tests and journeys open about a hundred of them per run. The first one is dumped to a
 * file named after the migrations' content; every later in-memory database (in any process) starts
 * from that dump, which loads several times faster. A data-directory database never uses it.
 * ADR docs/decisions/007-pglite-template.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** The dump's file: its name changes whenever a migration (or the journal) changes. */
export function templatePath(migrationsFolder: string): string {
  return join(tmpdir(), `kursownik-pglite-${contentHash([migrationsFolder])}.tar`);
}

/**
 * A hash of every file under `folders` (paths and contents) and of `salt`: a template named after it
 * is rebuilt whenever any of them changes.
 */
export function contentHash(folders: readonly string[], salt = ''): string {
  const hash = createHash('sha256').update(salt);
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
      )
      .sort();
  for (const folder of folders)
    for (const file of files(folder)) hash.update(file.slice(folder.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump held in memory, handed to PGlite as a Blob. PGlite reads a `loadDataDir` with `arrayBuffer()`,
 * which Node 20's own Blob answers by streaming 64 KiB chunks into a new buffer: about 0.6 s for the
 * 43 MB dump, on every database a test opens (issue 30). This one answers a copy of its bytes at once.
 */
class DumpBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  /**
   * The held bytes themselves, not a copy: a copy of 43 MB costs 0.2 s of page faults here. PGlite
   * only reads them (it untars them into its own file system, which copies each file).
   */
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.buffer as ArrayBuffer);
  }
}

/** Dumps read in this process, by path: a dump's file never changes once renamed into place. */
const readDumps = new Map<string, Uint8Array>();

/** The saved dump, if one exists and is readable (read from disk once per process). */
export function readTemplate(path: string): Blob | undefined {
  const known = readDumps.get(path);
  if (known) return new DumpBlob(known);
  if (!existsSync(path)) return undefined;
  try {
    // Its own buffer of exactly the file's bytes (Node may hand out a slice of a larger one).
    const bytes = new Uint8Array(readFileSync(path));
    readDumps.set(path, bytes);
    return new DumpBlob(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Saves a freshly migrated database as the dump. Written aside and renamed, so a process reading at
 * the same moment sees the whole file or none; a failure only costs the next database its speed.
 */
export async function saveTemplate(client: PGlite, path: string): Promise<void> {
  const partial = `${path}.${process.pid}.partial`;
  try {
    const dump = await client.dumpDataDir('none');
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } catch {
    rmSync(partial, { force: true });
  }
}
