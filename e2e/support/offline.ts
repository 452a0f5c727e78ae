import type { BrowserContext } from '@playwright/test';

/**
 * No connection, for the journeys that check what a page keeps while offline and sends once back
 * online. `context.setOffline` alone leaked under load (session 42): in full runs a write that a page
 * reloaded without a connection made at its start reached the server (the leftover database showed the
 * mark committed 1.9 s after its offline tap, at the reload), while the page got no answer and kept it
 * queued. The product did the right thing with that (the replay changed nothing on the server), but
 * the journeys' "nothing reached the server while offline" no longer held.
 *
 * So the page's own `fetch` also fails while the switch is off, from the first script of every document
 * (an init script, reading a flag kept in localStorage across the reload). `context.route` cannot do it:
 * routing makes Chromium bypass the service worker, and the page is then not reloaded offline at all.
 */
const FLAG = 'e2e-no-connection';

export interface ConnectionSwitch {
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
}

/** Call before the context's first page opens the app. */
export async function connectionSwitch(context: BrowserContext): Promise<ConnectionSwitch> {
  await context.addInitScript((flag: string) => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) =>
      localStorage.getItem(flag) === '1'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : send(input, init);
  }, FLAG);
  const setFlag = async (on: boolean) => {
    for (const page of context.pages())
      await page.evaluate(
        ([flag, value]) => (value ? localStorage.setItem(flag, '1') : localStorage.removeItem(flag)),
        [FLAG, on] as const,
      );
  };
  return {
    async goOffline() {
      await setFlag(true);
      await context.setOffline(true);
    },
    // The flag first: the browser's `online` event must find the page's fetch working.
    async goOnline() {
      await setFlag(false);
      await context.setOffline(false);
    },
  };
}
