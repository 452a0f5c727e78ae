import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildTokenPair } from '@mocks/tokens';
import { renderWithRouter } from '@/test/render';
import { LoginPage } from './login-page';

const destinations = [
  { path: '/course', element: <h1>Lista kursów</h1> },
  { path: '/settings', element: <h1>Strona ustawień</h1> },
];

function renderLogin(initialEntry = '/login') {
  return renderWithRouter(<LoginPage />, { path: '/login', initialEntry, routes: destinations });
}

async function signInWith(user: ReturnType<typeof renderLogin>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Login'), username);
  if (password) await user.type(screen.getByLabelText('Hasło'), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

describe('LoginPage', () => {
  it('asks to fill in every field and sends nothing when one is blank', async () => {
    let sent = 0;
    server.use(
      http.post('*/api/login_check', () => {
        sent += 1;
        return HttpResponse.json(buildTokenPair());
      }),
    );
    const { user } = renderLogin();

    await signInWith(user, 'admin', '');

    expect(await screen.findByRole('alert')).toHaveTextContent('Uzupełnij wszystkie pola');
    expect(screen.getByLabelText('Hasło')).toHaveFocus();
    expect(sent).toBe(0);
  });

  it('says the login or password is wrong on 401', async () => {
    server.use(
      http.post('*/api/login_check', () =>
        HttpResponse.json({ code: 401, message: 'Invalid credentials.' }, { status: 401 }),
      ),
    );
    const { user } = renderLogin();

    await signInWith(user, 'admin', 'zle-haslo');

    expect(await screen.findByRole('alert')).toHaveTextContent('Błędny login lub hasło.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message when there were too many attempts', async () => {
    const message = 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za kilka minut.';
    server.use(
      http.post('*/api/login_check', () => HttpResponse.json({ code: 429, message }, { status: 429 })),
    );
    const { user } = renderLogin();

    await signInWith(user, 'admin', 'haslo1234');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says something went wrong when the server fails', async () => {
    server.use(http.post('*/api/login_check', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderLogin();

    await signInWith(user, 'admin', 'haslo1234');

    expect(await screen.findByRole('alert')).toHaveTextContent('Coś poszło nie tak');
  });

  it('stores the tokens and goes to the course list', async () => {
    const pair = buildTokenPair();
    server.use(http.post('*/api/login_check', () => HttpResponse.json(pair)));
    const { user, router } = renderLogin();

    await signInWith(user, 'admin', 'kursownik123');

    expect(await screen.findByRole('heading', { name: 'Lista kursów' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course');
    expect(localStorage.getItem('token')).toBe(pair.token);
    expect(localStorage.getItem('refresh_token')).toBe(pair.refresh_token);
  });

  it('returns to the page asked for before login', async () => {
    const { user, router } = renderLogin('/login?redirectTo=%2Fsettings');

    await signInWith(user, 'admin', 'kursownik123');

    expect(await screen.findByRole('heading', { name: 'Strona ustawień' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('ignores a redirect to another site', async () => {
    const { user, router } = renderLogin('/login?redirectTo=%2F%2Fevil.example');

    await signInWith(user, 'admin', 'kursownik123');

    expect(await screen.findByRole('heading', { name: 'Lista kursów' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course');
  });

  it('links to the password reset request', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute(
      'href',
      '/unauthorized-reset-password-request',
    );
  });
});
