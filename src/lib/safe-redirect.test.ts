import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('follows a same-origin path with its query', () => {
    expect(safeRedirectPath('/settings/user-name-settings?x=1')).toBe('/settings/user-name-settings?x=1');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'course'])(
    'goes to the course list instead of %s',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/course');
    },
  );

  it('builds the login address with the wanted path encoded', () => {
    expect(loginPathFor('/settings?a=1&b=2')).toBe('/login?redirectTo=%2Fsettings%3Fa%3D1%26b%3D2');
  });
});
