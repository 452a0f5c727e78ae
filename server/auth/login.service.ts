import type { FastifyInstance } from 'fastify';
import { MESSAGES, loginSchema } from '../../domain/auth/auth.schema';
import { ApiError } from '../http/errors';
import { findUserByUsername } from '../resources/users/users.repository';
import { JWT_MESSAGES } from './jwt';
import { clearFailures, ipKey, recordFailure, retryAfterSeconds, userKey } from './login-attempts.repository';
import { verifyAgainstDummy, verifyPassword } from './password';
import { issueTokenPair } from './tokens.service';
import type { TokenPair } from './tokens.service';

type Services = Pick<FastifyInstance, 'db' | 'config'>;

const invalidCredentials = () => new ApiError(401, JWT_MESSAGES.invalidCredentials);

/**
 * `POST /api/login_check`. Blank or non-string fields are a 400; values longer than any account can
 * have are simply wrong credentials. Limits are checked before the password, so a locked account
 * costs no hashing.
 */
export async function login(services: Services, body: unknown, ip: string): Promise<TokenPair> {
  const { db, config } = services;
  const parsed = loginSchema.safeParse(body ?? {});
  if (!parsed.success) {
    if (!parsed.error.issues.every((issue) => issue.code === 'too_big')) {
      throw new ApiError(400, MESSAGES.fillAllFields);
    }
    await recordFailure(db, [ipKey(ip)], config.loginRateWindowSeconds);
    throw invalidCredentials();
  }
  const { username, password } = parsed.data;
  const keys = { user: userKey(username), ip: ipKey(ip) };

  const retryAfter = await retryAfterSeconds(
    db,
    [
      { key: keys.user, max: config.loginRateLimitUser },
      { key: keys.ip, max: config.loginRateLimitIp },
    ],
    config.loginRateWindowSeconds,
  );
  if (retryAfter !== null) {
    throw new ApiError(429, MESSAGES.tooManyLoginAttempts, {
      format: 'code',
      headers: { 'Retry-After': String(retryAfter) },
    });
  }

  const user = await findUserByUsername(db, username);
  const ok = user?.isActive
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user || !ok) {
    await recordFailure(db, [keys.user, keys.ip], config.loginRateWindowSeconds);
    throw invalidCredentials();
  }
  await clearFailures(db, [keys.user]);
  return issueTokenPair(services, user);
}
