import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverMain } from '../../playwright.config';
import { freePort, serverProcess } from './server-process';

/**
 * An own server's first start on an empty data directory was most of its journey's wait: `initdb`
 * inside WebAssembly on disk, every migration, then the demo seed (about 40-70 s on a busy 2-core
 * machine, against 10-25 s for a start on existing data). The data directory a first start leaves is
 * made once per run and copied for each own server, which then starts as on its second day.
 *
 * Made by the same compiled server on the same environment, so a copy holds what a first start would
 * have written. It lives beside that server bundle, which the runner deletes and rebuilds on every run
 * (playwright.config.ts): a template never outlives the code or the day that made it.
 */
export type TemplateSeed = 'demo' | 'none';

/** The environment of a server on `port` with `dataDir`, as startOwnServer gives its own. */
export type EnvOf = (
  port: number,
  dataDir: string,
  outboxDir: string,
  seed: TemplateSeed,
) => NodeJS.ProcessEnv;

const templates = join(serverMain, '..', 'own-server-templates');
/**
 * A first start: `initdb` and every migration on disk, then the seed. About 72 s on a busy 2-core
 * machine, and 160 s was seen at a load of 20; a journey's own start keeps its 120 s.
 */
const FIRST_START_LIMIT_MS = 240_000;
/** Another worker's build of the same templates: at most two first starts and their stops. */
const WAIT_LIMIT_MS = 2 * FIRST_START_LIMIT_MS + 60_000;

/** Starts a server on `dataDir` with `seed` until it answers, then stops it (its data stays). */
async function firstStart(dataDir: string, seed: TemplateSeed, envOf: EnvOf): Promise<void> {
  const port = await freePort();
  // Its outbox folder is thrown away. What the seed queues (the demo report mails, whose links name
  // this server's address) may be sent here before the stop: no journey of an own server reads them.
  const env = envOf(port, dataDir, join(dataDir, '..', `${seed}.outbox`), seed);
  const server = serverProcess(`${seed} template`, `http://127.0.0.1:${port}`, env, FIRST_START_LIMIT_MS);
  await server.start();
  await server.stop();
}

/**
 * Builds the template of `seed` into a folder of its own and renames it into place when whole. The
 * demo template is the empty one started once more with SEED=demo: the demo seed runs on a database
 * without users, exactly as on a first start, and the empty database's initdb and migrations are paid
 * once for both.
 */
async function build(seed: TemplateSeed, building: string, envOf: EnvOf): Promise<void> {
  // Named after this worker: a server left by a worker that died cannot write into it.
  const dataDir = join(building, `data-${process.pid}`);
  if (seed === 'demo') cpSync(await templateDataDir('none', envOf), dataDir, { recursive: true });
  await firstStart(dataDir, seed, envOf);
  renameSync(dataDir, join(templates, seed));
}

/** The worker building into `building` has died (a journey's timeout ends its worker): its lock is stale. */
function abandoned(building: string): boolean {
  try {
    process.kill(Number(readFileSync(join(building, 'pid'), 'utf8')), 0);
    return false;
  } catch {
    // No pid yet (the builder is between its mkdir and its write) counts as alive.
    return existsSync(join(building, 'pid'));
  }
}

/**
 * The data directory a first start with `seed` leaves, made once per run for all workers: the first
 * to ask builds it (a `.building` folder with its pid is the lock), the others wait for it to appear.
 */
export async function templateDataDir(seed: TemplateSeed, envOf: EnvOf): Promise<string> {
  const ready = join(templates, seed);
  const building = join(templates, `${seed}.building`);
  const deadline = Date.now() + WAIT_LIMIT_MS;
  mkdirSync(templates, { recursive: true });
  while (!existsSync(ready)) {
    let mine = false;
    try {
      mkdirSync(building);
      writeFileSync(join(building, 'pid'), String(process.pid));
      mine = true;
    } catch {
      // Another worker builds it: wait for it to appear, or for its lock to go if that build failed.
      if (abandoned(building)) rmSync(building, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`the ${seed} data template did not appear in time`);
      else await new Promise((done) => setTimeout(done, 500));
    }
    if (mine)
      try {
        await build(seed, building, envOf);
      } finally {
        rmSync(building, { recursive: true, force: true });
      }
  }
  return ready;
}

/** How long a journey may wait for templateDataDir: two first starts (its own build or another's). */
export const TEMPLATE_WAIT_LIMIT_MS = WAIT_LIMIT_MS;
