import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/ui/layout/auth-card';
import { serverAnswers } from '../lazy-route';

export const ROUTE_ERROR_TEXTS = {
  offline: 'Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  failed: 'Nie udało się wyświetlić strony.',
  stillDown: 'Serwer nadal nie odpowiada. Spróbuj ponownie za chwilę.',
  retry: 'Spróbuj ponownie',
} as const;

/**
 * The error element of every route (a page whose code could not be loaded, a render that failed):
 * never a white page. 'Spróbuj ponownie' loads the page again once the server answers; while it does
 * not, the page says so instead of turning into the browser's own error page.
 */
export function RouteError() {
  const error = useRouteError();
  const [stillDown, setStillDown] = useState(false);
  const [checking, setChecking] = useState(false);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound)
    return (
      <AuthCard title="Nie znaleziono strony">
        <Typography sx={{ textAlign: 'center' }}>Ta strona nie istnieje.</Typography>
      </AuthCard>
    );
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const retry = async () => {
    setChecking(true);
    const up = await serverAnswers();
    setChecking(false);
    if (up) window.location.reload();
    else setStillDown(true);
  };
  return (
    <AuthCard title="Coś poszło nie tak">
      <Typography role="alert" sx={{ mb: 3, textAlign: 'center' }}>
        {stillDown
          ? ROUTE_ERROR_TEXTS.stillDown
          : offline
            ? ROUTE_ERROR_TEXTS.offline
            : ROUTE_ERROR_TEXTS.failed}
      </Typography>
      <Button variant="contained" fullWidth loading={checking} onClick={() => void retry()}>
        {ROUTE_ERROR_TEXTS.retry}
      </Button>
    </AuthCard>
  );
}
