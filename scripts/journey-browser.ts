import { existsSync, statfsSync } from 'node:fs';

/**
 * The browsers the journeys drive, from Debian (test tools cannot download their own here):
 * `chromium-headless-shell`, Chromium's old headless mode without the full browser's layers, for all
 * but the journeys in `FULL_BROWSER_JOURNEYS`; the full `chromium` for those. On the 2-core machine
 * the shell ran the same journeys in about 0.8 of the full browser's time (bench/RESULTS.md, issue
 * 30). `CHROMIUM_PATH` puts one browser in place of both.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * What the shell cannot do: it has no notification platform, so a service worker's `showNotification`
 * shows nothing and `getNotifications()` stays empty.
 */
export const FULL_BROWSER_JOURNEYS = ['**/driver-gets-push-notice-of-new-course.spec.ts'];

export function journeyBrowserPath(): string {
  return process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}

export function fullBrowserPath(): string {
  return process.env.CHROMIUM_PATH || FULL_CHROMIUM;
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
