import { useEffect, useState } from 'react';

/** administration.md §9: 'Przywrócono połączenie z Internetem' stays 3000 ms. */
export const BACK_ONLINE_MS = 3000;

export type ConnectionStatus = 'online' | 'offline' | 'restored';

/** Follows `navigator.onLine` through the online/offline events; 'restored' for 3 s after a return. */
export function useConnectionStatus(): ConnectionStatus {
  const [status, setStatus] = useState<ConnectionStatus>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(timer);
      setStatus('offline');
    };
    const goOnline = () => {
      clearTimeout(timer);
      setStatus((previous) => (previous === 'offline' ? 'restored' : previous));
      timer = setTimeout(() => setStatus('online'), BACK_ONLINE_MS);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return status;
}
