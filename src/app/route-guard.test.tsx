import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildExpiredAccessToken, signIn } from '@mocks/tokens';
import { buildUser } from '@mocks/users';
import { renderApp } from '@/test/render-app';

describe('route guard', () => {
  it('sends a visitor without a session to login with the wanted path and query', async () => {
    const { router } = renderApp('/settings/user-name-settings?tab=1');

    expect(await screen.findByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fsettings%2Fuser-name-settings%3Ftab%3D1');
    await waitFor(() => expect(document.title).toBe('Zaloguj się - Kursownik'));
  });

  it('treats an expired token without a refresh token as no session', async () => {
    localStorage.setItem('token', buildExpiredAccessToken());
    const { router } = renderApp('/course');

    expect(await screen.findByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectTo=%2Fcourse');
  });

  it('lets a signed-in user in and redirects the index to the course list', async () => {
    signIn();
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kursy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course');
  });

  it('shows a Polish 404 page with a way back to the courses', async () => {
    renderApp('/nie-ma-takiej-strony');

    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do listy kursów' })).toHaveAttribute('href', '/course');
  });

  it('starts a preview from ?_switch_user, drops the parameter and sends X-Switch-User', async () => {
    signIn();
    const switchHeaders: (string | null)[] = [];
    server.use(
      http.get('*/api/users/me', ({ request }) => {
        switchHeaders.push(request.headers.get('X-Switch-User'));
        return HttpResponse.json(
          buildUser({
            id: 9,
            firstname: 'Jan',
            surname: 'Kowalski',
            impersonator: { id: 1, username: 'admin' },
          }),
        );
      }),
    );
    const { router } = renderApp('/course?_switch_user=pasazer');

    expect(await screen.findByText('Tryb podglądu: Jan Kowalski')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('switch_user')).toBe('pasazer');
    expect(switchHeaders).toContain('pasazer');
  });

  it('leaves the preview: forgets the switch-user and shows the real user again', async () => {
    signIn();
    localStorage.setItem('switch_user', 'pasazer');
    server.use(
      http.get('*/api/users/me', ({ request }) =>
        HttpResponse.json(
          request.headers.get('X-Switch-User')
            ? buildUser({
                id: 9,
                firstname: 'Jan',
                surname: 'Kowalski',
                impersonator: { id: 1, username: 'admin' },
              })
            : buildUser(),
        ),
      ),
    );
    const { user, router } = renderApp('/course');

    // jsdom has no matchMedia, so the shell renders its phone layout: open the sidebar first.
    await user.click(await screen.findByRole('button', { name: 'Otwórz menu' }));
    await user.click(await screen.findByRole('button', { name: 'Opuść tryb podglądu' }));

    await waitFor(() => expect(screen.queryByText(/Tryb podglądu/)).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Otwórz menu' }));
    expect(await screen.findByRole('link', { name: 'Wyloguj' })).toBeInTheDocument();
    expect(localStorage.getItem('switch_user')).toBeNull();
    expect(router.state.location.pathname).toBe('/course');
  });

  it('goes through logout to login when the session cannot be refreshed', async () => {
    signIn({ exp: Math.floor(Date.now() / 1000) - 10 });
    server.use(
      http.get('*/api/users/me', () =>
        HttpResponse.json({ code: 401, message: 'Expired JWT Token' }, { status: 401 }),
      ),
      http.post('*/api/token/refresh', () =>
        HttpResponse.json({ code: 401, message: 'Invalid JWT Refresh Token' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/course');

    expect(await screen.findByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says why the user could not be read and reads again on Spróbuj ponownie', async () => {
    signIn();
    let failing = true;
    server.use(
      http.get('*/api/users/me', () =>
        failing
          ? HttpResponse.json({ detail: 'Brak dostępu do konta' }, { status: 422 })
          : HttpResponse.json(buildUser()),
      ),
    );
    const { user } = renderApp('/course');

    expect(await screen.findByRole('alert')).toHaveTextContent('Brak dostępu do konta');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kursy' })).toBeInTheDocument();
  });
});
