import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onOnline` when the browser says the connection is back, while `enabled`, and with `pollMs`
 * also every so often: an error page that a lost connection caused tries again by itself. Needed
 * beside React Query's reconnect refetch, which never fires for a page loaded while offline (its
 * online flag starts true, so the 'online' event changes nothing); and the browser's flag itself is not
 * to be trusted (a page the service worker gave while offline reads `navigator.onLine` true and never
 * hears 'online'), hence the polling where a quiet retry costs nothing.
 */
export function useWhenOnline(onOnline: () => void, enabled = true, pollMs?: number): void {
  const handle = useEffectEvent(onOnline);
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = () => handle();
    window.addEventListener('online', listener);
    const timer = pollMs === undefined ? undefined : window.setInterval(listener, pollMs);
    return () => {
      window.removeEventListener('online', listener);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [enabled, pollMs]);
}
