import { LoginPage } from '@/features/auth/components/login-page';
import { forgetPreviousSession } from '../forget-previous-session';

export function Component() {
  return <LoginPage onLoggedIn={forgetPreviousSession} />;
}
