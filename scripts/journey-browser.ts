import { existsSync, statfsSync } from 'node:fs';

/**
 * The browser the journeys drive: Debian's `chromium-headless-shell`, Chromium's old headless mode
 * without the full browser's UI layer, when it is there, else Debian's `chromium` (`CHROMIUM_PATH`
 * picks another). Test tools cannot download their own browsers here. On the 2-core machine the shell
 * ran the same journeys in about 0.8 of the full browser's time (bench/RESULTS.md, issue 30).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function journeyBrowserPath(): string {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return [HEADLESS_SHELL, FULL_CHROMIUM].find((path) => existsSync(path)) ?? HEADLESS_SHELL;
}

/**
 * Chromium keeps the pages' shared memory in /dev/shm; where that is small (a container's 64 MB) it
 * crashes, and `--disable-dev-shm-usage` moves it to files in /tmp, which costs every frame a write
 * to disk. Only a small /dev/shm gets the flag.
 */
export function sharedMemoryFlags(): string[] {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks >= 1024 ** 3 ? [] : ['--disable-dev-shm-usage'];
  } catch {
    return ['--disable-dev-shm-usage'];
  }
}
