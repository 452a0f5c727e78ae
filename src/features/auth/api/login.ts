import { SERVER_UNREACHABLE_MESSAGE } from '@/api/error-message';
import { useCallback, useState } from 'react';
import type { LoginInput } from '@domain/auth/auth.schema';
import { toApiError } from '@/api/api-error';
import { LOGIN_PATH } from '@/api/config';
import { clearSwitchUser } from '@/api/switch-user';
import { storeTokens, type TokenPair } from '@/api/token-storage';
import { preload } from '@/lib/preload';

// The login route's first paint must stay light (< 170 kB gzip): the hydra client and the
// zod schemas are imported when the form is used, and this hook does without React Query.
const loadDependencies = () =>
  Promise.all([import('@/api/client'), import('@domain/auth/auth.schema'), import('./token-pair.schema')]);

/** Starts loading what sending the form needs; called on the first interaction with the form. */
export function preloadLogin(): void {
  preload(loadDependencies);
}

/** `POST /api/login_check` (or VITE_LOGIN_PATH) with `{username, password}`; stores the token pair. */
export async function login(input: LoginInput): Promise<TokenPair> {
  const [{ api }, { loginSchema }, { tokenPairSchema }] = await loadDependencies();
  const response = await api.post<unknown>(LOGIN_PATH, loginSchema.parse(input));
  const pair = tokenPairSchema.parse(response.data);
  storeTokens(pair);
  // A fresh sign-in is never a preview of someone else.
  clearSwitchUser();
  return pair;
}

export interface LoginValidation {
  message: string;
  fields: (keyof LoginInput)[];
}

/** Checks the form with the domain `loginSchema` (blank field -> 'Uzupełnij wszystkie pola'); null when valid. */
export async function validateLogin(input: LoginInput): Promise<LoginValidation | null> {
  const [, { loginSchema }] = await loadDependencies();
  const result = loginSchema.safeParse(input);
  if (result.success) return null;
  const fields = result.error.issues.flatMap<keyof LoginInput>((issue) => {
    const [field] = issue.path;
    return field === 'username' || field === 'password' ? [field] : [];
  });
  return { message: result.error.issues[0]?.message ?? '', fields };
}

/** Login errors of administration.md §8: 401 bad credentials, 429 the server's text, else the default. */
export async function loginErrorMessage(error: unknown): Promise<string> {
  const [, { MESSAGES }] = await loadDependencies();
  const apiError = toApiError(error);
  if (apiError.status === 401) return MESSAGES.badCredentials;
  if (apiError.status === 0) return SERVER_UNREACHABLE_MESSAGE;
  if (apiError.status === 429)
    return apiError.serverMessage ?? apiError.description ?? MESSAGES.tooManyLoginAttempts;
  return MESSAGES.somethingWentWrong;
}

/** Sends the login form; `isPending` while the request runs. */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const submit = useCallback(async (input: LoginInput): Promise<TokenPair> => {
    setPending(true);
    try {
      return await login(input);
    } finally {
      setPending(false);
    }
  }, []);
  return { submit, isPending };
}
