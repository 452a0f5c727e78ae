import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { hasSession } from '@/api/token-storage';
import { AuthCard } from '@/ui/layout/auth-card';
import { ResetRequestForm } from './reset-request-form';

/** 'Nie pamiętasz hasła?': asks for a reset link; reachable signed in (from settings) or not. */
export function ResetRequestPage() {
  const signedIn = hasSession();
  const back = signedIn ? '/settings' : '/login';
  return (
    <AuthCard title="Nie pamiętasz hasła?">
      <ResetRequestForm
        doneTo={back}
        footer={
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Link component={RouterLink} to={back} variant="body2">
              {signedIn ? 'Wróć do ustawień' : 'Wróć do logowania'}
            </Link>
          </Box>
        }
      />
    </AuthCard>
  );
}
