import { z } from 'zod';
import { ViolationError } from './errors';
import type { Violation } from './errors';
import { HTTP_MESSAGES } from './messages';

/**
 * Polish fallbacks for issues whose schema gave no message of its own (schema messages win:
 * zod ranks a schema's `error` above the per-parse map).
 */
const polishFallback: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? HTTP_MESSAGES.required : HTTP_MESSAGES.invalidValue;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? HTTP_MESSAGES.tooLong
        : HTTP_MESSAGES.invalidValue;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return HTTP_MESSAGES.required;
      return issue.origin === 'string' ? HTTP_MESSAGES.tooShort : HTTP_MESSAGES.invalidValue;
    default:
      return HTTP_MESSAGES.invalidValue;
  }
};

/**
 * Also the process-wide fallback: a schema that parses a part of its input itself (a transform calling
 * `safeParse`, as the employee group's stake entries do) does not get the per-parse map, and zod's
 * English default reached the client (found by the write fuzz). Schema messages still win.
 */
z.config({ customError: polishFallback });

/** `['phones', 0, 'phone']` -> `phones[0].phone`, as API Platform names property paths. */
export function propertyPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

export function issuesToViolations(issues: readonly z.core.$ZodIssue[]): Violation[] {
  return issues.map((issue) => ({ propertyPath: propertyPath(issue.path), message: issue.message }));
}

/** Parses with Polish messages; returns the violations instead of throwing. */
export function safeParseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { success: true; data: z.output<S> } | { success: false; violations: Violation[] } {
  const result = schema.safeParse(data, { error: polishFallback });
  if (result.success) return { success: true, data: result.data };
  return { success: false, violations: issuesToViolations(result.error.issues) };
}

/**
 * Parses a request body; bad input throws a 422 ViolationError with one violation per zod issue.
 * Example: `const input = parseBody(userNameSchema, request.body)`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = safeParseInput(schema, body === undefined ? {} : body);
  if (!result.success) throw new ViolationError(result.violations);
  return result.data;
}
