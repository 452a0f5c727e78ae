/**
 * 'zgłoś niezgodność' (taxi) and 'Niezgodność w rozliczeniu' (kilometer), courses.md §4-§5: the same
 * required reason for both settlements, in the dialog and on the server.
 */
import { z } from 'zod';

export const INCONSISTENCY_REASON_REQUIRED = 'Należy podać powód niezgodności';
export const INCONSISTENCY_REASON_MAX_LENGTH = 1000;

export const inconsistencySchema = z.object({
  comment: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: INCONSISTENCY_REASON_REQUIRED })
      .min(1, INCONSISTENCY_REASON_REQUIRED)
      .max(INCONSISTENCY_REASON_MAX_LENGTH, 'Komentarz może mieć najwyżej 1000 znaków'),
  ),
});
export type Inconsistency = z.output<typeof inconsistencySchema>;
