import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getWaitingWorker, subscribeToUpdate } from '../service-worker';
import { useConnectionStatus } from './use-connection-status';
import { preload } from '@/lib/preload';

const loadView = () => import('./connection-banners-view');
const ConnectionBannersView = lazy(loadView);

// The offline banner must render when no chunk can be fetched any more: load it once the page is idle.
if (typeof window !== 'undefined') {
  const warmUp = () => preload(loadView);
  if ('requestIdleCallback' in window) window.requestIdleCallback(warmUp, { timeout: 3000 });
  else setTimeout(warmUp, 2000);
}

/** Offline / back-online and update banners (administration.md §2.4, §4), on every route. */
export function ConnectionBanners() {
  const status = useConnectionStatus();
  const updateWaiting = useSyncExternalStore(
    subscribeToUpdate,
    () => getWaitingWorker() !== null,
    () => false,
  );
  if (status === 'online' && !updateWaiting) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionBannersView status={status} updateWaiting={updateWaiting} />
    </Suspense>
  );
}
