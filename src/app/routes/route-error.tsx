import { isRouteErrorResponse, useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/ui/layout/auth-card';

/** Last-resort error page, e.g. when a route chunk cannot be loaded after a deploy. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AuthCard title={notFound ? 'Nie znaleziono strony' : 'Coś poszło nie tak'}>
      <Typography sx={{ mb: 3, textAlign: 'center' }}>
        {notFound
          ? 'Ta strona nie istnieje.'
          : 'Nie udało się wyświetlić strony. Odśwież ją, aby spróbować ponownie.'}
      </Typography>
      <Button variant="contained" fullWidth onClick={() => window.location.reload()}>
        Odśwież stronę
      </Button>
    </AuthCard>
  );
}
