import type { FastifyRequest } from 'fastify';
import { USERNAME_MAX_LENGTH } from '../../domain/auth/auth.schema';
import { isImpersonator } from '../../domain/auth/roles';
import type { Role } from '../../domain/auth/roles';
import { noteSwitchUser } from '../audit/impersonation-audit';
import { ApiError, forbidden } from '../http/errors';
import { findUserByUsername } from '../resources/users/users.repository';
import { JWT_MESSAGES, verifyAccessToken } from './jwt';
import { readSessionUser } from './session-user';

export interface AuthUser {
  id: number;
  username: string;
  /** Normalised: always includes ROLE_DEFAULT, never an unknown role. */
  roles: Role[];
  companyId: number | null;
  /** Who is really acting when this is an impersonated identity (X-Switch-User or login-as). */
  impersonator: { id: number; username: string } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` preHandler; read it with `currentUser(request)`. */
    user: AuthUser | null;
    /**
     * The data version read with the session's user, before anything else of the request
     * (auth/session-user.ts); the answer cache uses it instead of reading it again. Null until then.
     */
    dataVersion: string | null;
  }
}

const invalidToken = () => new ApiError(401, JWT_MESSAGES.invalid);

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw new ApiError(401, JWT_MESSAGES.notFound);
  return match[1];
}

/**
 * Hook for every protected route: verifies the bearer token, loads the user fresh from the database
 * (roles, company, still active) and applies `X-Switch-User` for impersonators. `denyByDefault`
 * (http/deny-by-default.ts) puts it first on every API route's `onRequest`, so strangers are refused
 * before their body is read; a route never names it (lint forbids it), it reads `currentUser(request)`.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  // Deny-by-default runs it first on every closed route; a route's own preHandler need not repeat it.
  if (request.user) return;
  const { db, config } = request.server;
  const claims = await verifyAccessToken(config.jwtSecret, bearerToken(request));
  // One statement: the user, its roles and the data version (a cached list hit is only this).
  const { user, version } = await readSessionUser(db, Number(claims.sub));
  if (!user || !user.isActive) throw invalidToken();
  request.dataVersion = version;

  let impersonator: AuthUser['impersonator'] = null;
  if (claims.imp !== undefined) {
    const real = await findUserByUsername(db, claims.imp);
    if (!real || !real.isActive || !isImpersonator(real)) throw invalidToken();
    impersonator = { id: real.id, username: real.username };
  }

  const switchTo = request.headers['x-switch-user'];
  if (switchTo !== undefined && switchTo !== '') {
    if (impersonator || !isImpersonator(user) || typeof switchTo !== 'string') throw forbidden();
    if (switchTo.length > USERNAME_MAX_LENGTH) throw forbidden();
    const target = await findUserByUsername(db, switchTo);
    if (!target || !target.isActive) throw forbidden();
    await noteSwitchUser(
      db,
      request,
      { id: user.id, username: user.username },
      { id: target.id, username: target.username },
    );
    request.user = {
      id: target.id,
      username: target.username,
      roles: target.roles,
      companyId: target.companyId,
      impersonator: { id: user.id, username: user.username },
    };
    return;
  }

  request.user = {
    id: user.id,
    username: user.username,
    roles: user.roles,
    companyId: user.companyId,
    impersonator,
  };
}

/** The authenticated user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError(401, JWT_MESSAGES.notFound);
  return request.user;
}
