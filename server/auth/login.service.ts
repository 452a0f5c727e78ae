import type { FastifyInstance } from 'fastify';
import { MESSAGES, USERNAME_MAX_LENGTH, loginSchema } from '../../domain/auth/auth.schema';
import { recordAudit, type RequestOrigin } from '../audit/audit-log';
import { ApiError } from '../http/errors';
import { findUserByUsername } from '../resources/users/users.repository';
import { JWT_MESSAGES } from './jwt';
import { clearFailures, ipKey, recordFailure, retryAfterSeconds, userKey } from './login-attempts.repository';
import { verifyAgainstDummy, verifyPassword } from './password';
import { issueTokenPair } from './tokens.service';
import type { TokenPair } from './tokens.service';

type Services = Pick<FastifyInstance, 'db' | 'config'>;

const invalidCredentials = () => new ApiError(401, JWT_MESSAGES.invalidCredentials);

/** The login name as tried, bounded: a failed login keeps it (never the password). */
const triedName = (body: unknown): string | null => {
  const value = typeof body === 'object' && body !== null ? (body as { username?: unknown }).username : null;
  return typeof value === 'string' ? value.slice(0, USERNAME_MAX_LENGTH) : null;
};

/** A failed login is recorded on its own: the login fails, its trace stays (ASVS V16). */
const auditFailure = (
  db: Services['db'],
  origin: RequestOrigin,
  body: unknown,
  reason: string,
  subject: { id: number; username: string } | null = null,
) =>
  recordAudit(db, origin, {
    type: 'login_failed',
    actor: null,
    subject,
    details: { username: triedName(body), reason },
  });

/**
 * `POST /api/login_check`. Blank or non-string fields are a 400; values longer than any account can
 * have are simply wrong credentials. Limits are checked before the password, so a locked account
 * costs no hashing.
 */
export async function login(services: Services, body: unknown, origin: RequestOrigin): Promise<TokenPair> {
  const { db, config } = services;
  const ip = origin.ip ?? '';
  const parsed = loginSchema.safeParse(body ?? {});
  if (!parsed.success) {
    if (!parsed.error.issues.every((issue) => issue.code === 'too_big')) {
      throw new ApiError(400, MESSAGES.fillAllFields);
    }
    await recordFailure(db, [ipKey(ip)], config.loginRateWindowSeconds);
    await auditFailure(db, origin, body, 'invalid_credentials');
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
    await auditFailure(db, origin, body, 'too_many_attempts');
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
    const subject = user ? { id: user.id, username: user.username } : null;
    await auditFailure(
      db,
      origin,
      body,
      user?.isActive ? 'invalid_credentials' : 'unknown_or_inactive',
      subject,
    );
    throw invalidCredentials();
  }
  return db.transaction(async (tx) => {
    await clearFailures(tx, [keys.user]);
    const pair = await issueTokenPair({ db: tx, config }, user);
    await recordAudit(tx, origin, {
      type: 'login',
      actor: { id: user.id, username: user.username },
      subject: null,
    });
    return pair;
  });
}
