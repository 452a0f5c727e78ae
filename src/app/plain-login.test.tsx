import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildTokenPair } from '@mocks/tokens';
import { PlainLogin, startsOnPlainLogin } from './plain-login';

describe('startsOnPlainLogin', () => {
  it('draws a first visit to the login page without the router', () => {
    expect(startsOnPlainLogin({ pathname: '/login', search: '' })).toBe(true);
    expect(startsOnPlainLogin({ pathname: '/Login/', search: '?redirectTo=%2Fcourse' })).toBe(true);
  });

  it('leaves every other page, and a preview started on the login page, to the router', () => {
    expect(startsOnPlainLogin({ pathname: '/course', search: '' })).toBe(false);
    expect(startsOnPlainLogin({ pathname: '/login/more', search: '' })).toBe(false);
    expect(startsOnPlainLogin({ pathname: '/login', search: '?_switch_user=kierowca' })).toBe(false);
  });
});

describe('PlainLogin', () => {
  it('signs in and hands the wanted page to the router, replacing the login page', async () => {
    server.use(http.post('*/api/login_check', () => HttpResponse.json(buildTokenPair())));
    window.history.replaceState(null, '', '/login?redirectTo=%2Fsettings');
    const leave = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<PlainLogin leave={leave} warmUp={() => undefined} />);

    expect(document.title).toBe('Zaloguj się - Kursownik');
    await user.type(screen.getByLabelText('Login'), 'admin');
    await user.type(screen.getByLabelText('Hasło'), 'haslo');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/settings', { replace: true }));
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it("follows 'Nie pamiętasz hasła?' in the app and warms the router up on the first interaction", async () => {
    window.history.replaceState(null, '', '/login');
    const leave = vi.fn(async () => undefined);
    const warmUp = vi.fn();
    const user = userEvent.setup();
    render(<PlainLogin leave={leave} warmUp={warmUp} />);

    await user.click(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' }));

    expect(warmUp).toHaveBeenCalled();
    expect(leave).toHaveBeenCalledWith('/unauthorized-reset-password-request', { replace: false });
    expect(window.location.pathname).toBe('/login');
  });
});
