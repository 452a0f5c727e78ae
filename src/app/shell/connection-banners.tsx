import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getWaitingWorker, subscribeToUpdate } from '../service-worker';
import { useConnectionStatus } from './use-connection-status';

const ConnectionBannersView = lazy(() => import('./connection-banners-view'));

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
