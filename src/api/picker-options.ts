/**
 * Item shapes the pickers share (the course form's, the locomotive dialog's), and one collection fetcher
 * so every endpoint file stays a few lines: the URL, the params, the query key.
 */
import type { z } from 'zod';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import { companySchema } from '@domain/contract/company.schema';

/**
 * What every picker reads of a company, a base or a person: the contract's `@id`, id and name. Its
 * items are `NamedOption`s of src/ui/form/options-select (the one definition of that shape).
 */
export const namedOptionSchema = companySchema.pick({ '@id': true, '@type': true, id: true, name: true });

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
