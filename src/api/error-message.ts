import { toApiError } from './api-error';

export const DEFAULT_ERROR_MESSAGE = 'Coś poszło nie tak';
/** When nothing answers at all (no network, or the server is down). */
export const SERVER_UNREACHABLE_MESSAGE =
  'Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.';

/**
 * The text of the global error notice (administration.md §8): below 500 the last violation message,
 * else the Hydra description, else the default; 500 and above only the default. No answer at all
 * (no network, the server down) says so, as the login does (row 140).
 */
export function errorMessage(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status === 0) return SERVER_UNREACHABLE_MESSAGE;
  if (apiError.status >= 500) return DEFAULT_ERROR_MESSAGE;
  const lastViolation = apiError.violations.at(-1);
  return lastViolation?.message ?? apiError.description ?? DEFAULT_ERROR_MESSAGE;
}
