import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
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

export const LOGIN_TITLE = 'Zaloguj się';
export const RESET_REQUEST_PATH = '/unauthorized-reset-password-request';

/** Moves within the app: the router's `navigate`, or the boot's start of the router (`app/boot.tsx`). */
export type LoginNavigate = (path: string, options: { replace: boolean }) => Promise<void> | void;

interface LoginFormProps {
  /** The `redirectTo` search parameter: where to go once signed in (checked by `safeRedirectPath`). */
  redirectTo: string | null;
  navigate: LoginNavigate;
  onLoggedIn?: () => Promise<void>;
  /** Starts loading what comes after the form (the router, on a first visit): on the first interaction. */
  warmUp?: () => void;
}

/** A plain left click on a link stays in the app, as React Router's `Link` does; others are the browser's. */
function inAppClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * 'Zaloguj się'. A plain form validated with the domain `loginSchema` on submit: unlike the other
 * forms it does without react-hook-form, and loads zod and the client only once the user interacts; and
 * it is drawn without MUI (plain.css). It does without React Router too: a first visit to the login
 * page renders it before the router is loaded (`app/boot.tsx`), to keep the login route within its
 * 100 kB gzip budget (ADR 013); inside the router `LoginPage` gives it the router's navigation.
 */
export function LoginForm({ redirectTo, navigate, onLoggedIn, warmUp }: LoginFormProps) {
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
      await navigate(safeRedirectPath(redirectTo), { replace: true });
    } catch (loginError) {
      setError(await loginErrorMessage(loginError).catch(() => SERVER_UNREACHABLE_MESSAGE));
    }
  };

  const pending = login.isPending || validating;
  const onFirstUse = () => {
    preload();
    warmUp?.();
  };
  const clearError = () => setError(null);

  return (
    <AuthCard title={LOGIN_TITLE}>
      <form noValidate onSubmit={onSubmit} onFocus={onFirstUse} onPointerEnter={onFirstUse}>
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
          <a
            className="plain-link"
            href={RESET_REQUEST_PATH}
            onClick={(event) => {
              if (!inAppClick(event)) return;
              event.preventDefault();
              void navigate(RESET_REQUEST_PATH, { replace: false });
            }}
          >
            Nie pamiętasz hasła?
          </a>
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
