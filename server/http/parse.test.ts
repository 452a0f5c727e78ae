/** Polish messages for every issue, also from a schema that parses part of its input itself. */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { safeParseInput } from './parse';

describe('safeParseInput', () => {
  it("answers in Polish where a transform's own safeParse fails (found by the write fuzz)", () => {
    const inner = z.object({ rate: z.number() });
    const entry = z.unknown().transform((value, ctx) => {
      const parsed = inner.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
    const result = safeParseInput(z.object({ stakes: z.array(entry) }), { stakes: [true, { rate: 'x' }] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.violations.map((violation) => violation.message)).toEqual([
        'Nieprawidłowa wartość',
        'Nieprawidłowa wartość',
      ]);
  });
});
