import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength = KEY_LENGTH,
): Promise<Buffer> {
  // 128 * N * r bytes of memory: twice that leaves room above node's 32 MiB default cap.
  const maxmem = 256 * (options.N ?? N) * (options.r ?? R);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with a random 16-byte salt (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Constant-time comparison against a stored hash; a malformed hash never matches. Key length and
 * base64 flavour are read from the hash, so hashes written by the seed (64-byte keys) verify too.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts.map(String);
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = [params.N, params.r, params.p].every((v) => Number.isSafeInteger(v) && v > 0);
  if (!valid || params.N > 2 ** 20 || params.r > 64 || params.p > 16) return false;
  // Node's base64url decoder also reads standard base64.
  const salt = Buffer.from(saltText ?? '', 'base64url');
  const expected = Buffer.from(hashText ?? '', 'base64url');
  if (salt.length === 0 || expected.length < 16 || expected.length > 128) return false;
  const actual = await derive(password, salt, params, expected.length);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so response times do not
 * reveal which usernames are registered. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
