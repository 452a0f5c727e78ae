import { useEffect, useRef, useState } from 'react';
import { readStored, writeStored } from '@/lib/stored-value';
import { POSITION_INTERVAL_MS } from '@domain/tracking/tracking-rules';
import { addPosition } from '../api/add-position';

/** The driver agreed once per link; the page shares again after a reload until they stop. */
const consentKey = (token: string) => `driver-position:${token}`;

export type SharingProblem = 'denied' | 'unavailable' | null;

/**
 * Watches the phone's position while mounted (the driver page mounts it only while the course is in
 * realization) and the driver agreed,
 * sending at most one reading per 5 s. A reading that cannot be sent is dropped, never queued: an old
 * position is no news to a passenger. A 409 (the course ended meanwhile) stops nothing here: the
 * course's own refresh turns `active` off.
 */
export function usePositionSharing(token: string) {
  const [consented, setConsented] = useState(() => readStored(consentKey(token)) === 'on');
  const [problem, setProblem] = useState<SharingProblem>(null);
  const [sentAt, setSentAt] = useState<Date | null>(null);
  const lastSent = useRef(0);
  const sending = useRef(false);

  const sharing = consented;
  useEffect(() => {
    if (!sharing || !('geolocation' in navigator)) return undefined;
    const { geolocation } = navigator;
    const id = geolocation.watchPosition(
      (position) => {
        setProblem(null);
        const now = Date.now();
        if (sending.current || now - lastSent.current < POSITION_INTERVAL_MS) return;
        sending.current = true;
        lastSent.current = now;
        const { latitude, longitude, accuracy } = position.coords;
        addPosition(token, { latitude, longitude, accuracy: Number.isFinite(accuracy) ? accuracy : null })
          .then(() => setSentAt(new Date()))
          .catch(() => undefined)
          .finally(() => {
            sending.current = false;
          });
      },
      (error) => setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: POSITION_INTERVAL_MS, timeout: 30_000 },
    );
    return () => geolocation.clearWatch(id);
  }, [sharing, token]);

  const choose = (on: boolean) => {
    writeStored(consentKey(token), on ? 'on' : null);
    setConsented(on);
    if (!on) setSentAt(null);
  };
  // A browser without geolocation cannot share at all: said at once, not learnt from a watch.
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  return {
    sharing,
    consented,
    problem: supported ? problem : ('unavailable' as const),
    sentAt,
    start: () => choose(true),
    stop: () => choose(false),
  };
}
