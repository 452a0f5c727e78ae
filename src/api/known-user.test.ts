import { describe, expect, it } from 'vitest';
import { buildAccessToken, buildRefreshToken } from '@mocks/tokens';
import { passengerUser } from '@mocks/users';
import { forgetAllKept } from '@/lib/kept-on-phone';
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
});
