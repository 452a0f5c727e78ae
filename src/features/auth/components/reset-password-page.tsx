import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { passwordResetSchema } from '@domain/auth/auth.schema';
import { toApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { AuthCard } from '@/ui/layout/auth-card';
import { TextInput } from '@/ui/form/text-input';
import { useNotice } from '@/ui/notice/notice-context';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useResetPassword } from '../api/reset-password';

export const PASSWORDS_DIFFER = 'Hasła muszą być takie same';

const formSchema = passwordResetSchema
  .extend({ repeatPassword: z.string() })
  .refine((values) => values.password === values.repeatPassword, {
    path: ['repeatPassword'],
    message: PASSWORDS_DIFFER,
  });
type FormValues = z.infer<typeof formSchema>;

const FIELDS = ['password'] as const;

/** `/reset-password/:token`: the link from the reset e-mail or SMS. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const notice = useNotice();
  const reset = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', repeatPassword: '' },
  });
  const onFieldError = useSubmitError(setError, FIELDS);

  const onSubmit = handleSubmit(({ password }) => {
    setLinkError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notice.success('Hasło zostało zmienione. Zaloguj się nowym hasłem.');
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (toApiError(error).violations.length > 0) onFieldError(error);
          else setLinkError(errorMessage(error));
        },
      },
    );
  });

  return (
    <AuthCard title="Ustaw nowe hasło">
      <Box component="form" noValidate onSubmit={onSubmit}>
        {linkError ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {linkError}
          </Alert>
        ) : null}
        <TextInput
          label="Nowe hasło"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextInput
          label="Powtórz hasło"
          type="password"
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          {...register('repeatPassword')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={reset.isPending}
          startIcon={
            reset.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null
          }
        >
          Zapisz hasło
        </Button>
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Link component={RouterLink} to="/login" variant="body2">
            Wróć do logowania
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
