/**
 * One embedded (PGlite) data directory serves one process at a time: two processes writing the same
 * files corrupt them. The process holding it writes its pid to `<dataDir>/kursownik.pid`; another
 * process refuses to open it while that pid lives (the server, `create-user`, `backup`, `restore`).
 * A pid file left by a killed process (kill -9) names a dead pid and is taken over.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const lockFile = (dataDir: string) => join(dataDir, 'kursownik.pid');

/** A process that holds the data directory (not this one). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Baza w ${dataDir} jest używana przez inny proces Kursownika (PID ${pid}). ` +
        'Zatrzymaj serwer i spróbuj ponownie.',
    );
    this.name = 'DataDirInUseError';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of another live process holding `dataDir`, or null. */
export function dataDirHolder(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Takes `dataDir` for this process (or throws DataDirInUseError); answers the release function. */
export function acquireDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) throw new DataDirInUseError(dataDir, holder);
  writeFileSync(lockFile(dataDir), `${process.pid}\n`);
  return () => {
    if (dataDirHolder(dataDir) === null) rmSync(lockFile(dataDir), { force: true });
  };
}
