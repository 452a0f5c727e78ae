import { expect, type Page, type Request } from '@playwright/test';

/** How long no script may be asked for before the page's code counts as loaded. */
const QUIET_MS = 500;

/**
 * Watches the scripts `page` fetches from now on; `settled()` waits until none is in flight and none
 * has been asked for QUIET_MS. A journey that takes the connection away calls it first: a lazily
 * loaded chunk still on its way (a card's banner, a chart) would otherwise fail offline and the
 * journey would be about that race instead of what it tests.
 */
export function watchScripts(page: Page) {
  const inFlight = new Set<Request>();
  let lastAt = Date.now();
  const isScript = (request: Request) => request.url().endsWith('.js');
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastAt = Date.now();
  };
  page.on('request', (request) => {
    if (!isScript(request)) return;
    inFlight.add(request);
    lastAt = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      await expect
        .poll(() => (inFlight.size === 0 ? Date.now() - lastAt : 0), { timeout: 20_000 })
        .toBeGreaterThan(QUIET_MS);
    },
  };
}
