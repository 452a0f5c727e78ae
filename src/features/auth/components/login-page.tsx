import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginInput } from '@domain/auth/auth.schema';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { AuthCard } from '@/ui/layout/auth-card';
import { SERVER_UNREACHABLE_MESSAGE } from '@/api/error-message';
import { FormError } from '@/ui/form/form-error';
import { PlainSpinner } from '@/ui/plain/plain-spinner';
import { PlainTextInput } from '@/ui/plain/plain-text-input';
import { loginErrorMessage, preloadLogin, useLogin, validateLogin } from '../api/login';

/** Fetches what sending the form needs (zod, the HTTP client) once the user interacts. */
const preload = preloadLogin;

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * 'Zaloguj się'. A plain form validated with the domain `loginSchema` on submit: unlike the other
 * forms it does without react-hook-form, and loads zod and the client only once the user interacts; and
 * it is drawn without MUI (plain.css), to keep the login route within its 130 kB gzip budget (ADR 013).
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
      <form noValidate onSubmit={onSubmit} onFocus={preload} onPointerEnter={preload}>
        <FormError message={error} />
        <PlainTextInput
          ref={usernameRef}
          name="username"
          label="Login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          invalid={invalid.includes('username')}
          onChange={clearError}
        />
        <PlainTextInput
          ref={passwordRef}
          name="password"
          label="Hasło"
          type="password"
          autoComplete="current-password"
          invalid={invalid.includes('password')}
          onChange={clearError}
        />
        <div style={{ textAlign: 'right', marginTop: 4, marginBottom: 24, lineHeight: 1.5 }}>
          <Link className="plain-link" to="/unauthorized-reset-password-request">
            Nie pamiętasz hasła?
          </Link>
        </div>
        <button type="submit" className="plain-button plain-button-large" disabled={pending}>
          {pending ? (
            <span className="plain-button-icon">
              <PlainSpinner />
            </span>
          ) : null}
          Zaloguj się
        </button>
      </form>
    </AuthCard>
  );
}
