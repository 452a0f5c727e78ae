export interface Violation {
  propertyPath: string;
  message: string;
}

// Hand-written guards instead of a zod schema: this module is in the entry bundle of every route
// (the notices use it), and zod would add ~23 kB gzip to the login page.
type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function parseViolations(value: unknown): Violation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const message = text(item.message);
    return message === undefined ? [] : [{ propertyPath: text(item.propertyPath) ?? '', message }];
  });
}

/** The one error type every API call rejects with. `status` 0 means the server was not reached. */
export class ApiError extends Error {
  readonly status: number;
  /** `hydra:description` (or `description`/`detail` of newer API Platform versions). */
  readonly description: string | undefined;
  /** `message` of `{code, message}` bodies (401, login 429). */
  readonly serverMessage: string | undefined;
  readonly violations: readonly Violation[];

  constructor(status: number, body: unknown, cause?: unknown) {
    const data: UnknownRecord = isRecord(body) ? body : {};
    const description = text(data['hydra:description']) ?? text(data.description) ?? text(data.detail);
    const serverMessage = text(data.message);
    super(description ?? serverMessage ?? `HTTP ${status}`, { cause });
    this.name = 'ApiError';
    this.status = status;
    this.description = description;
    this.serverMessage = serverMessage;
    this.violations = parseViolations(data.violations);
  }
}

/** Anything a call rejected with, as an `ApiError`: http.ts throws those; anything else never reached the server. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, undefined, error);
}
