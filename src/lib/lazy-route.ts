/**
 * Loading a route's code, robustly: a failed download is tried again twice (a blink of the network),
 * and when the server answers but the file is gone (a new version was deployed meanwhile) the page
 * reloads once to fetch the new version. Otherwise the error reaches the route's error element, which
 * offers 'Spróbuj ponownie' (a failed lazy route stays failed until the page is loaded again).
 */
import { apiUrl } from '@/api/config';

const RETRY_DELAYS_MS = [400, 1500];
const RELOADED_AT = 'kursownik:reloaded-for-new-version';
/** A second reload within this time would be a loop: the error is shown instead. */
const RELOAD_GUARD_MS = 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the API answers now: the page can be loaded again. */
export async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(apiUrl('/api/health'), { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

function mayReloadOnce(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  return true;
}

export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await load();
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay !== undefined && navigator.onLine) {
          await wait(delay);
          continue;
        }
        if (navigator.onLine && (await serverAnswers()) && mayReloadOnce()) {
          window.location.reload();
          // The page is going away; nothing should render meanwhile.
          return new Promise<T>(() => undefined);
        }
        throw error;
      }
    }
  };
}
