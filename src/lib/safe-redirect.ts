export const DEFAULT_AFTER_LOGIN = '/course';

/**
 * Where to go after login: `redirectTo` only when it is a same-origin path ('/x', not '//host' or
 * 'https://...'), else the course list.
 * Example: safeRedirectPath('/settings?a=1') === '/settings?a=1'; safeRedirectPath('//evil.pl') === '/course'
 */
export function safeRedirectPath(redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  const hasControlCharacter = [...redirectTo].some((char) => char.charCodeAt(0) < 32);
  if (redirectTo.startsWith('/\\') || hasControlCharacter) return DEFAULT_AFTER_LOGIN;
  return redirectTo;
}

/** '/login?redirectTo=<path+search>' for a wanted location. */
export function loginPathFor(wanted: string): string {
  return `/login?${new URLSearchParams({ redirectTo: wanted }).toString()}`;
}
