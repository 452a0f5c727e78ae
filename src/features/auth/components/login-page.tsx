import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from './login-form';

/** 'Zaloguj się' inside the router (a sign-out, a guard's redirect): the form with the router's navigation. */
export function LoginPage({ onLoggedIn }: { onLoggedIn?: () => Promise<void> }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <LoginForm
      redirectTo={searchParams.get('redirectTo')}
      navigate={(path, options) => navigate(path, options)}
      onLoggedIn={onLoggedIn}
    />
  );
}
