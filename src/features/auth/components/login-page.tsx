import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import type { LoginInput } from '@domain/auth/auth.schema';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { AuthCard } from '@/ui/layout/auth-card';
import { SERVER_UNREACHABLE_MESSAGE } from '@/api/error-message';
import { FormError, preloadFormError } from '@/ui/form/form-error';
import { TextInput } from '@/ui/form/text-input';
import { loginErrorMessage, preloadLogin, useLogin, validateLogin } from '../api/login';

/** Fetches what sending the form needs (zod, axios, the error alert) once the user interacts. */
function preload() {
  preloadLogin();
  preloadFormError();
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * 'Zaloguj się'. A plain form validated with the domain `loginSchema` on submit: unlike the other
 * forms it does without react-hook-form, and loads zod and axios only once the user interacts,
 * to keep the login route's first paint under its 170 kB gzip budget.
 */
export function LoginPage({ onLoggedIn }: { onLoggedIn?: () => Promise<void> }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<readonly (keyof LoginInput)[]>([]);
  const [validating, setValidating] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: LoginInput = { username: text(data, 'username'), password: text(data, 'password') };
    setValidating(true);
    // Checking the form needs code fetched on demand: with the server down that fails, and saying so
    // beats a button that does nothing.
    const problem = await validateLogin(values)
      .catch(() => 'unreachable' as const)
      .finally(() => setValidating(false));
    if (problem === 'unreachable') {
      setError(SERVER_UNREACHABLE_MESSAGE);
      return;
    }
    setInvalid(problem?.fields ?? []);
    setError(problem?.message ?? null);
    const firstInvalid = problem?.fields[0];
    if (firstInvalid) {
      (firstInvalid === 'username' ? usernameRef : passwordRef).current?.focus();
      return;
    }
    try {
      await login.submit(values);
      await onLoggedIn?.();
      await navigate(safeRedirectPath(searchParams.get('redirectTo')), { replace: true });
    } catch (loginError) {
      setError(await loginErrorMessage(loginError).catch(() => SERVER_UNREACHABLE_MESSAGE));
    }
  };

  const pending = login.isPending || validating;
  const clearError = () => setError(null);

  return (
    <AuthCard title="Zaloguj się">
      <Box component="form" noValidate onSubmit={onSubmit} onFocus={preload} onPointerEnter={preload}>
        <FormError message={error} />
        <TextInput
          ref={usernameRef}
          name="username"
          label="Login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={invalid.includes('username')}
          onChange={clearError}
        />
        <TextInput
          ref={passwordRef}
          name="password"
          label="Hasło"
          type="password"
          autoComplete="current-password"
          error={invalid.includes('password')}
          onChange={clearError}
        />
        <Box sx={{ textAlign: 'right', mt: 0.5, mb: 3 }}>
          <Link component={RouterLink} to="/unauthorized-reset-password-request" variant="body2">
            Nie pamiętasz hasła?
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          Zaloguj się
        </Button>
      </Box>
    </AuthCard>
  );
}
