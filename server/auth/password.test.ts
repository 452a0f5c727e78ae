import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with scrypt and a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('Zażółć gęślą jaźń');
    const second = await hashPassword('Zażółć gęślą jaźń');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Zażółć gęślą jaźń', first)).toBe(true);
    expect(await verifyPassword('zażółć gęślą jaźń', first)).toBe(false);
  });

  it('never matches a malformed or hostile stored value', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$1$1$$',
      'scrypt$99999999999$8$1$abc$def',
      'bcrypt$x$y$z$a$b',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('spends a real comparison for unknown accounts and always fails', async () => {
    expect(await verifyAgainstDummy('cokolwiek')).toBe(false);
  });
});
