import Typography from '@mui/material/Typography';
import { AuthCard } from '@/ui/layout/auth-card';

/** `/kurs/404`: an unknown or expired driver's link. */
export function Component() {
  return (
    <AuthCard title="Nie znaleziono kursu">
      <Typography sx={{ textAlign: 'center' }} color="text.secondary">
        Link do kursu jest nieprawidłowy albo wygasł. Poproś przewoźnika o nowy.
      </Typography>
    </AuthCard>
  );
}
