import type { preValidationHookHandler } from 'fastify';
import { currentUser, type AuthUser } from '../auth/authenticate';
import { forbidden } from './errors';
import { idParams } from './params';

/**
 * A route's role rule, checked before Fastify validates params, query and body: `preValidation` runs
 * after the session hook and before validation, so a caller who may never use the route gets 403
 * whatever they send (the authorization matrix sends an empty body to prove it). The service keeps its
 * own check: this one only moves the refusal ahead of the body.
 */
export function onlyFor(rule: (user: AuthUser) => boolean): preValidationHookHandler {
  return async (request) => {
    if (!rule(currentUser(request))) throw forbidden();
  };
}

/**
 * The object named by `:id` must be visible to the caller (else `check` throws 404) before the body is
 * read: another tenant's or a missing object answers 404 whatever the body. A malformed id is left to
 * the route's own validation (400).
 */
export function visibleFirst(
  check: (user: AuthUser, id: number) => Promise<unknown>,
): preValidationHookHandler {
  return async (request) => {
    const parsed = idParams.safeParse(request.params);
    if (parsed.success) await check(currentUser(request), parsed.data.id);
  };
}

/**
 * Like `visibleFirst` for a route whose object is named in the body (`{ ride: "/api/…/12" }`): when
 * `field` holds an IRI `parse` reads, `check` refuses (404 unseen, 403 not allowed) before the rest of
 * the body is validated. A missing or malformed reference is left to the route's validation (422).
 */
export function namedInBodyFirst<T>(
  field: string,
  parse: (value: string) => T | null,
  check: (user: AuthUser, named: T) => Promise<unknown>,
): preValidationHookHandler {
  return async (request) => {
    const body: unknown = request.body;
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : null;
    const named = typeof value === 'string' ? parse(value) : null;
    if (named !== null) await check(currentUser(request), named);
  };
}
