import type { z } from 'zod';

/**
 * Messages a schema gives for a value, keyed by dotted path ('' for the root); [] when it is valid.
 * Used by the tests beside the validators. Example: messagesOf(phoneSchema, '12') -> ['Numer telefonu...']
 */
export function messagesOf(schema: z.ZodType, value: unknown, path?: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => path === undefined || issue.path.map(String).join('.') === path)
    .map((issue) => issue.message);
}
