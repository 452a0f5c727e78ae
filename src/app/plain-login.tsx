import { useEffect, useState } from 'react';
import { SWITCH_USER_PARAM } from '@/api/switch-user';
import { LOGIN_TITLE, LoginForm, type LoginNavigate } from '@/features/auth/components/login-form';
import { documentTitle } from './document-title';
import { forgetPreviousSession } from './forget-previous-session';
import NavigationProgress from './routes/navigation-progress';
import { ConnectionBanners } from './shell/connection-banners';

/**
 * Whether the first page is the login page, drawn before the router is loaded. Not with a preview's
 * `?_switch_user=` (the router's root loader handles that). Case-insensitive, as the router matches
 * paths.
 */
export function startsOnPlainLogin({ pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  return /^\/login\/?$/i.test(pathname) && !new URLSearchParams(search).has(SWITCH_USER_PARAM);
}

interface PlainLoginProps {
  /** Goes to `path` in the router, loading it: resolves once its first page is ready to show. */
  leave: LoginNavigate;
  /** Starts loading the router's code. */
  warmUp: () => void;
}

/**
 * A first visit's login page without React Router (ADR 013, issue 32): what the router's root layout
 * and login route show there (the tab's title, the connection banners, the form), and the bar at the
 * top while the next page loads. Signing in or following 'Nie pamiętasz hasła?' starts the router.
 */
export function PlainLogin({ leave, warmUp }: PlainLoginProps) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    document.title = documentTitle(LOGIN_TITLE);
  }, []);
  const navigate: LoginNavigate = async (path, options) => {
    setLeaving(true);
    try {
      await leave(path, options);
    } finally {
      setLeaving(false);
    }
  };
  return (
    <>
      {leaving ? <NavigationProgress /> : null}
      <ConnectionBanners />
      <LoginForm
        redirectTo={new URLSearchParams(window.location.search).get('redirectTo')}
        navigate={navigate}
        onLoggedIn={forgetPreviousSession}
        warmUp={warmUp}
      />
    </>
  );
}
