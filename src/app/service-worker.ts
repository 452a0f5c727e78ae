/**
 * Service worker registration (production only) and the "update waiting" state behind the banner
 * 'Dostępna jest aktualizacja aplikacji'. A tiny store outside React; the banner subscribes to it.
 */
type Listener = () => void;

const UPDATE_CHECK_MS = 60 * 60 * 1000;
const listeners = new Set<Listener>();
let waitingWorker: ServiceWorker | null = null;
let reloading = false;

function setWaiting(worker: ServiceWorker | null): void {
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getWaitingWorker(): ServiceWorker | null {
  return waitingWorker;
}

function watch(registration: ServiceWorkerRegistration): void {
  // Without a controller this is the first install, not an update.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(watch)
      .catch(() => undefined);
  });
}

/** 'aktualizuj aplikację': activate the waiting worker and reload exactly once when it takes over. */
export function applyUpdate(): void {
  const worker = waitingWorker;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
