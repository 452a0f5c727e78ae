/**
 * What every refusal must look like (server/http/errors.ts, docs/api.md): a hydra:Error or a
 * ConstraintViolationList with a Polish description, or, for a 401 only, the JWT bundle's
 * `{code, message}` with its fixed (English, by compatibility) messages, and the login's 429 in that
 * shape with a Polish message.
 */
import { JWT_MESSAGES } from '../../auth/jwt';

/** Words of English default messages (zod's, Fastify's, Node's) that a Polish answer never holds. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|unexpected|unrecognized|too (big|small)|error|cannot|failed|undefined)\b/i;

const JWT_TEXTS = new Set<string>(Object.values(JWT_MESSAGES));

const isPolish = (text: unknown): boolean =>
  typeof text === 'string' && text.trim() !== '' && !ENGLISH.test(text);

/** The problem with a 4xx answer's body, or null when it has the house shape. */
export function refusalProblem(status: number, body: string): string | null {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return `not JSON: ${body.slice(0, 120)}`;
  }
  if (typeof parsed !== 'object' || parsed === null) return `not an object: ${body.slice(0, 120)}`;
  if (status === 401 && parsed.code === 401 && JWT_TEXTS.has(String(parsed.message))) return null;
  // The login's rate limit answers in the JWT bundle's shape too, in Polish (docs/api.md).
  if (status === 429 && parsed.code === 429 && isPolish(parsed.message)) return null;
  const type = parsed['@type'];
  if (type === 'hydra:Error') {
    return isPolish(parsed['hydra:description']) ? null : `description not Polish: ${body.slice(0, 200)}`;
  }
  if (type === 'ConstraintViolationList') {
    const list = parsed.violations;
    if (!Array.isArray(list) || list.length === 0) return `no violations: ${body.slice(0, 200)}`;
    const bad = list.find((item: { message?: unknown }) => !isPolish(item?.message));
    return bad ? `violation not Polish: ${JSON.stringify(bad).slice(0, 200)}` : null;
  }
  return `not a hydra error: ${body.slice(0, 200)}`;
}
