import { LoginPage } from '@/features/auth/components/login-page';

/** Whatever was cached for a previous session must not show for the one that starts now. */
async function forgetPreviousSession() {
  const { getQueryClient } = await import('../query-client');
  getQueryClient().clear();
}

export function Component() {
  return <LoginPage onLoggedIn={forgetPreviousSession} />;
}
