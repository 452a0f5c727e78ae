import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { buildAccessToken, buildRefreshToken } from '@mocks/tokens';
import { buildUser, passengerUser } from '@mocks/users';
import { forgetAllKept } from '@/lib/kept-on-phone';
import { getCurrentUser } from './current-user';
import { readKnownUser, saveKnownUser } from './known-user';
import { setSwitchUser } from './switch-user';
import { storeTokens } from './token-storage';

const signIn = (sub: string) =>
  storeTokens({ token: buildAccessToken({ sub }), refreshToken: buildRefreshToken() });

describe('the signed-in user kept on the phone (issue 31)', () => {
  it('is read back in the same session only', () => {
    signIn('9');
    const user = passengerUser({ id: 9 });
    saveKnownUser(user);
    expect(readKnownUser()).toEqual(user);
    // A new access token of the same person (a refresh) is the same session.
    signIn('9');
    expect(readKnownUser()).toEqual(user);
    // Previewing someone else (X-Switch-User) or another person signing in starts without it.
    setSwitchUser('jan');
    expect(readKnownUser()).toBeUndefined();
    localStorage.removeItem('switch_user');
    signIn('10');
    expect(readKnownUser()).toBeUndefined();
  });

  it('is forgotten with everything kept when the user signs out', () => {
    signIn('9');
    saveKnownUser(passengerUser({ id: 9 }));
    forgetAllKept();
    expect(readKnownUser()).toBeUndefined();
  });

  it('is kept by every answer of /api/users/me, stays when the server is away, goes on a refusal', async () => {
    signIn('1');
    const admin = buildUser();
    await getCurrentUser();
    expect(readKnownUser()).toEqual(admin);
    server.use(http.get('*/api/users/me', () => HttpResponse.error()));
    await expect(getCurrentUser()).rejects.toBeDefined();
    expect(readKnownUser()).toEqual(admin);
    server.use(http.get('*/api/users/me', () => HttpResponse.json({ title: 'Not Found' }, { status: 404 })));
    await expect(getCurrentUser()).rejects.toBeDefined();
    expect(readKnownUser()).toBeUndefined();
  });
});
