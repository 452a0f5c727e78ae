import { afterEach, describe, expect, it } from 'vitest';
import { beginLoginAs, endLoginAs, forgetLoginAs } from './login-as';
import { getRefreshToken, getToken, storeTokens } from './token-storage';

afterEach(() => localStorage.clear());

describe('login-as preview', () => {
  it('keeps the impersonator’s pair aside and brings it back when the preview ends', () => {
    storeTokens({ token: 'own', refreshToken: 'own-refresh' });
    beginLoginAs({ token: 'preview', refreshToken: 'preview-refresh' });
    expect([getToken(), getRefreshToken()]).toEqual(['preview', 'preview-refresh']);
    expect(endLoginAs()).toBe(true);
    expect([getToken(), getRefreshToken()]).toEqual(['own', 'own-refresh']);
  });

  it('never overwrites the kept pair with a preview’s own', () => {
    storeTokens({ token: 'own', refreshToken: 'own-refresh' });
    beginLoginAs({ token: 'first', refreshToken: 'first-refresh' });
    beginLoginAs({ token: 'second', refreshToken: 'second-refresh' });
    endLoginAs();
    expect(getToken()).toBe('own');
  });

  it('changes nothing when no preview runs, and logout forgets the kept pair', () => {
    storeTokens({ token: 'own', refreshToken: 'own-refresh' });
    expect(endLoginAs()).toBe(false);
    expect(getToken()).toBe('own');
    beginLoginAs({ token: 'preview', refreshToken: 'preview-refresh' });
    forgetLoginAs();
    expect(endLoginAs()).toBe(false);
    expect(getToken()).toBe('preview');
  });
});
