import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/ui/layout/auth-card';

export function Component() {
  return (
    <AuthCard title="Nie znaleziono strony">
      <Typography sx={{ mb: 3, textAlign: 'center' }} color="text.secondary">
        Strona, której szukasz, nie istnieje lub została przeniesiona.
      </Typography>
      <Button component={RouterLink} to="/course" variant="contained" fullWidth>
        Przejdź do listy kursów
      </Button>
    </AuthCard>
  );
}
