import type { FastifyInstance } from 'fastify';
import { isImpersonator } from '../../domain/auth/roles';
import { recordAudit, type RequestOrigin } from '../audit/audit-log';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { findUserById } from '../resources/users/users.repository';
import type { UserWithRoles } from '../resources/users/users.repository';
import { JWT_MESSAGES, signAccessToken } from './jwt';
import { revokeFamilyOf, rotate, startFamily } from './refresh-tokens.repository';

export interface TokenPair {
  token: string;
  refresh_token: string;
}

type Services = Pick<FastifyInstance, 'db' | 'config'>;

/** A fresh login (or login-as when `impersonator` is given): new family, new access token. */
export async function issueTokenPair(
  { db, config }: Services,
  user: UserWithRoles,
  impersonator: { id: number; username: string } | null = null,
): Promise<TokenPair> {
  const refresh = await startFamily(db, user.id, config.refreshTokenTtl, impersonator?.id ?? null);
  const token = await signAccessToken(config.jwtSecret, config.accessTokenTtl, {
    id: user.id,
    username: user.username,
    roles: user.roles,
    impersonator: impersonator?.username,
  });
  return { token, refresh_token: refresh };
}

const invalidRefresh = () => new ApiError(401, JWT_MESSAGES.invalidRefresh);

/** The audit's name of an account by id (null when it is gone). */
async function auditUser(db: Db, id: number | null) {
  if (id === null) return null;
  const user = await findUserById(db, id);
  return user ? { id: user.id, username: user.username } : null;
}

/** `POST /api/token/refresh`: spends the token, answers the successor pair. */
export async function refreshTokenPair(
  { db, config }: Services,
  raw: string,
  origin: RequestOrigin,
): Promise<TokenPair> {
  const grant = await rotate(db, raw, config.jwtSecret, config.refreshGraceSeconds, async (tx, family) => {
    // The family's holder is the subject: whoever sent the spent token may not be them.
    await recordAudit(tx, origin, {
      type: 'refresh_token_reuse',
      actor: await auditUser(tx, family.impersonatorId),
      subject: await auditUser(tx, family.userId),
    });
  });
  if (!grant) throw invalidRefresh();
  const user = await findUserById(db, grant.userId);
  if (!user?.isActive) throw invalidRefresh();
  let impersonator: string | undefined;
  if (grant.impersonatorId !== null) {
    const real = await findUserById(db, grant.impersonatorId);
    if (!real?.isActive || !isImpersonator(real)) throw invalidRefresh();
    impersonator = real.username;
  }
  const token = await signAccessToken(config.jwtSecret, config.accessTokenTtl, {
    id: user.id,
    username: user.username,
    roles: user.roles,
    impersonator,
  });
  return { token, refresh_token: grant.raw };
}

/** Logout; ending a login-as preview this way is the preview's recorded end. */
export async function invalidateRefreshToken(
  { db }: Services,
  raw: string,
  origin: RequestOrigin,
): Promise<void> {
  await db.transaction(async (tx) => {
    const family = await revokeFamilyOf(tx, raw);
    if (!family || family.impersonatorId === null) return;
    await recordAudit(tx, origin, {
      type: 'impersonation_ended',
      actor: await auditUser(tx, family.impersonatorId),
      subject: await auditUser(tx, family.userId),
      details: { via: 'login_as' },
    });
  });
}
