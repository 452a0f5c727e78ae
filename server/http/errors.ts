import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from './messages';

export interface Violation {
  propertyPath: string;
  message: string;
}

export function hydraError(description: string) {
  return {
    '@context': '/api/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
  };
}

/** 422 body: ConstraintViolationList with one `field: message` line per violation. */
export function violations(list: readonly Violation[]) {
  return {
    '@context': '/api/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    'hydra:title': 'An error occurred',
    'hydra:description': list
      .map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message))
      .join('\n'),
    violations: list.map(({ propertyPath, message }) => ({ propertyPath, message })),
  };
}

interface ApiErrorOptions {
  headers?: Record<string, string>;
  /** `code` = `{code, message}` as the JWT bundle answers; default for 401. */
  format?: 'hydra' | 'code';
}

/**
 * An expected failure with a Polish description; the error handler turns it into hydra:Error
 * (or `{code, message}` for 401). Example: `throw new ApiError(404, HTTP_MESSAGES.notFound)`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly description: string;
  readonly headers: Record<string, string>;
  readonly format: 'hydra' | 'code';

  constructor(status: number, description: string, options: ApiErrorOptions = {}) {
    super(description);
    this.name = 'ApiError';
    this.status = status;
    this.description = description;
    this.headers = options.headers ?? {};
    this.format = options.format ?? (status === 401 ? 'code' : 'hydra');
  }

  body(): object {
    return this.format === 'code'
      ? { code: this.status, message: this.description }
      : hydraError(this.description);
  }
}

/** 422 with violations; thrown by parseBody and by services for business-rule failures. */
export class ViolationError extends Error {
  readonly list: Violation[];

  constructor(list: Violation[]) {
    super(list.map((v) => `${v.propertyPath}: ${v.message}`).join('; '));
    this.name = 'ViolationError';
    this.list = list;
  }
}

export const forbidden = () => new ApiError(403, HTTP_MESSAGES.forbidden);
export const notFound = () => new ApiError(404, HTTP_MESSAGES.notFound);

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: HTTP_MESSAGES.badRequest,
  403: HTTP_MESSAGES.forbidden,
  404: HTTP_MESSAGES.notFound,
  405: HTTP_MESSAGES.methodNotAllowed,
  413: HTTP_MESSAGES.payloadTooLarge,
  414: HTTP_MESSAGES.uriTooLong,
  415: HTTP_MESSAGES.unsupportedMediaType,
  429: HTTP_MESSAGES.tooManyRequests,
};

/** Whether a PostgreSQL/PGlite error with SQLSTATE `code` is `error` or its cause (Drizzle wraps it). */
function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    if (Reflect.get(current, 'code') === code) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}

/**
 * A unique index refused a write: two requests raced past the service's own "already exists" check
 * (which answers the common case with its precise message).
 */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/**
 * A foreign key refused a write: a row elsewhere still points at the one being deleted (23503 for
 * NO ACTION, 23001 restrict_violation for ON DELETE RESTRICT).
 */
export const isForeignKeyViolation = (error: unknown) =>
  hasSqlState(error, '23503') || hasSqlState(error, '23001');

/** PostgreSQL cancelled a statement that ran past `statement_timeout` (server/db/client.ts). */
export const isStatementTimeout = (error: unknown) => hasSqlState(error, '57014');

/** The one error handler: expected errors get their Polish body, anything else a bare 500. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.status).headers(error.headers).send(error.body());
  }
  if (error instanceof ViolationError) {
    return reply.status(422).send(violations(error.list));
  }
  if (isUniqueViolation(error)) {
    request.log.info({ err: error }, 'unique violation');
    return reply.status(409).send(hydraError(HTTP_MESSAGES.duplicate));
  }
  if (isStatementTimeout(error)) {
    request.log.warn({ err: error }, 'statement timeout');
    return reply.status(503).send(hydraError(HTTP_MESSAGES.databaseTimeout));
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if ('validation' in error && Array.isArray(error.validation)) {
    // JSON-schema (ajv) validation, should a route declare one instead of a zod schema.
    const list = error.validation.map((issue: { instancePath?: string; message?: string }) => ({
      propertyPath: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
      message: HTTP_MESSAGES.invalidValue,
    }));
    return reply.status(422).send(violations(list));
  }
  if (status === 401) {
    // A 401 from elsewhere (a plugin, a hand-rolled guard) still speaks the JWT bundle's shape.
    return reply.status(401).send({ code: 401, message: 'JWT Token not found' });
  }
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.status(status).send(hydraError(FRAMEWORK_MESSAGES[status] ?? HTTP_MESSAGES.badRequest));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(hydraError(HTTP_MESSAGES.serverError));
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(hydraError(HTTP_MESSAGES.notFound));
}
