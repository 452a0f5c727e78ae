import type { FastifyInstance } from 'fastify';
import { isImpersonator } from '../../domain/auth/roles';
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

/** `POST /api/token/refresh`: spends the token, answers the successor pair. */
export async function refreshTokenPair({ db, config }: Services, raw: string): Promise<TokenPair> {
  const grant = await rotate(db, raw, config.jwtSecret, config.refreshGraceSeconds);
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

export async function invalidateRefreshToken({ db }: Services, raw: string): Promise<void> {
  await revokeFamilyOf(db, raw);
}
