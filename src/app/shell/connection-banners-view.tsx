import { useLayoutEffect, useRef } from 'react';
import { PlainAlert } from '@/ui/plain/plain-alert';
import { applyUpdate } from '../service-worker';
import type { ConnectionStatus } from './use-connection-status';

export const OFFLINE_TEXT = 'Próba nawiązania połączenia z Internetem';
export const BACK_ONLINE_TEXT = 'Przywrócono połączenie z Internetem';

/**
 * The banners themselves; loaded only when one has to show (and warmed up when the page is idle).
 * MUI's filled Alerts as drawn by plain.css: on the login route they must not pull MUI in (ADR 013).
 */
export default function ConnectionBannersView({
  status,
  updateWaiting,
}: {
  status: ConnectionStatus;
  updateWaiting: boolean;
}) {
  const strip = useBannerRoom();
  return (
    <div className="plain-banners" ref={strip}>
      {status === 'offline' ? (
        <PlainAlert severity="warning" variant="filled" role="status">
          {OFFLINE_TEXT}
        </PlainAlert>
      ) : null}
      {status === 'restored' ? (
        <PlainAlert severity="success" variant="filled" role="status">
          {BACK_ONLINE_TEXT}
        </PlainAlert>
      ) : null}
      {updateWaiting ? (
        <PlainAlert
          severity="info"
          variant="filled"
          role="status"
          action={
            <button type="button" className="plain-text-button" onClick={applyUpdate}>
              aktualizuj aplikację
            </button>
          }
        >
          Dostępna jest aktualizacja aplikacji
        </PlainAlert>
      ) : null}
    </div>
  );
}

const ROOM = '--connection-banner-height';

/**
 * Gives the strip its room: its height as --connection-banner-height on the document, which plain.css
 * turns into the page's top padding and the offset of the app bar, dialogs and side drawers. Follows
 * the strip's height (a banner more, a line wrapped) and gives the room back when the strip goes.
 */
function useBannerRoom() {
  const strip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = strip.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(ROOM, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(ROOM);
    };
  }, []);
  return strip;
}
