/**
 * Item shapes the course form pickers share, and one collection fetcher so every endpoint file below
 * stays a few lines: the URL, the params, the query key.
 */
import { z } from 'zod';
import { api } from '@/api/client';
import { hydraItemSchema, parseCollection } from '@/api/hydra';

export const namedOptionSchema = hydraItemSchema.extend({ id: z.number(), name: z.string() });
export type NamedOption = z.output<typeof namedOptionSchema>;

/** Pickers show at most this many matches; the user types more to narrow them. */
export const PICKER_PAGE_SIZE = 20;

export async function fetchMembers<S extends z.ZodType>(
  url: string,
  params: Record<string, string | number | boolean | undefined>,
  schema: S,
): Promise<z.output<S>[]> {
  const response = await api.get<unknown>(url, { params });
  return parseCollection(response.data, schema).member;
}
