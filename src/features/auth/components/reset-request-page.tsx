import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@domain/auth/auth.schema';
import { hasSession } from '@/api/token-storage';
import { AuthCard } from '@/ui/layout/auth-card';
import { TextInput } from '@/ui/form/text-input';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

const FIELDS = ['identifier'] as const;

/** 'Nie pamiętasz hasła?': asks for a reset link; reachable signed in (from settings) or not. */
export function ResetRequestPage() {
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signedIn = hasSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { identifier: '' },
  });
  const onError = useSubmitError(setError, FIELDS);

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, { onSuccess: () => setSentTo(values.identifier.trim()), onError }),
  );

  return (
    <AuthCard title="Nie pamiętasz hasła?">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <TextInput
          label="Adres e-mail lub numer telefonu"
          autoComplete="username"
          error={errors.identifier?.message}
          helperText="Wyślemy na niego link do ustawienia nowego hasła."
          {...register('identifier')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={request.isPending}
          startIcon={
            request.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null
          }
        >
          Wyślij link resetujący
        </Button>
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Link component={RouterLink} to={signedIn ? '/settings' : '/login'} variant="body2">
            {signedIn ? 'Wróć do ustawień' : 'Wróć do logowania'}
          </Link>
        </Box>
      </Box>
      <Dialog open={sentTo !== null} aria-labelledby="reset-sent-title" fullWidth maxWidth="xs">
        <DialogTitle id="reset-sent-title">Sukces!</DialogTitle>
        <DialogContent>
          <DialogContentText>Link do zresetowania hasła został wysłany na: {sentTo}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => navigate(signedIn ? '/settings' : '/login')}>
            Ok
          </Button>
        </DialogActions>
      </Dialog>
    </AuthCard>
  );
}
