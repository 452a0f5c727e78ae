import { useState } from 'react';
import { AuthCard } from '@/ui/layout/auth-card';
import { PlainSpinner } from '@/ui/plain/plain-spinner';
import { serverAnswers } from '@/lib/lazy-route';
import { useWhenOnline } from '@/lib/use-when-online';

export const ROUTE_ERROR_TEXTS = {
  offline: 'Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  failed: 'Nie udało się wyświetlić strony.',
  stillDown: 'Serwer nadal nie odpowiada. Spróbuj ponownie za chwilę.',
  retry: 'Spróbuj ponownie',
} as const;

/**
 * What the error element of every route shows (a page whose code could not be loaded, a render that
 * failed), and the boot's error boundary before the router runs (`app/boot.tsx`): never a white page. 'Spróbuj ponownie' loads the page again once the server answers; while it does
 * not, the page says so instead of turning into the browser's own error page. Drawn without MUI
 * (plain.css): it is part of the entry, which the login route loads without the router (ADR 013), and it must render
 * when no further chunk can be fetched.
 */
export function RouteErrorView({ notFound }: { notFound: boolean }) {
  const [stillDown, setStillDown] = useState(false);
  const [checking, setChecking] = useState(false);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const retry = async () => {
    setChecking(true);
    const up = await serverAnswers();
    setChecking(false);
    if (up) window.location.reload();
    else setStillDown(true);
  };
  // A page that failed for want of a connection tries again by itself when the connection is back.
  useWhenOnline(() => void retry(), !notFound);
  if (notFound)
    return (
      <AuthCard title="Nie znaleziono strony">
        <p className="plain-text" style={{ margin: 0 }}>
          Ta strona nie istnieje.
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="Coś poszło nie tak">
      <p role="alert" className="plain-text">
        {stillDown
          ? ROUTE_ERROR_TEXTS.stillDown
          : offline
            ? ROUTE_ERROR_TEXTS.offline
            : ROUTE_ERROR_TEXTS.failed}
      </p>
      <button type="button" className="plain-button" disabled={checking} onClick={() => void retry()}>
        {checking ? (
          <span className="plain-button-icon">
            <PlainSpinner />
          </span>
        ) : null}
        {ROUTE_ERROR_TEXTS.retry}
      </button>
    </AuthCard>
  );
}
