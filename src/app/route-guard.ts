import { redirect, type LoaderFunctionArgs } from 'react-router';
import { clearSwitchUser, setSwitchUser, SWITCH_USER_PARAM } from '@/api/switch-user';
import { hasSession } from '@/api/token-storage';
import { loginPathFor } from '@/lib/safe-redirect';

/** Symfony's convention for leaving a preview through the URL. */
const EXIT_SWITCH_USER = '_exit';

/**
 * Root loader: `?_switch_user=<username>` on any route starts a preview (the client then sends
 * `X-Switch-User`), and the parameter is dropped from the address.
 */
export async function switchUserLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const username = url.searchParams.get(SWITCH_USER_PARAM);
  if (username === null) return null;
  url.searchParams.delete(SWITCH_USER_PARAM);
  if (username.trim() === '' || username === EXIT_SWITCH_USER) clearSwitchUser();
  else setSwitchUser(username.trim());
  // Another identity: nothing cached for the previous one may be shown.
  const { getQueryClient } = await import('./query-client');
  // Reset rather than remove: mounted queries (the current user) are fetched again as the new identity.
  void getQueryClient().resetQueries();
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}

/** Guard of the main layout: no session -> `/login?redirectTo=<wanted path+search>`. */
export function requireSessionLoader({ request }: LoaderFunctionArgs) {
  if (hasSession()) return null;
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
}
