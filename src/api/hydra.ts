import { z } from 'zod';

const collectionSchema = z.object({
  'hydra:member': z.array(z.unknown()).optional(),
  member: z.array(z.unknown()).optional(),
  'hydra:totalItems': z.number().optional(),
  totalItems: z.number().optional(),
  'hydra:view': z.object({ 'hydra:next': z.string().optional() }).optional(),
  view: z.object({ next: z.string().optional() }).optional(),
});

export interface Collection<T> {
  member: T[];
  totalItems: number;
  /** IRI of the next page when the server says there is one. */
  next: string | undefined;
}

/** Every Hydra item has an IRI; item schemas extend this. */
export const hydraItemSchema = z.object({ '@id': z.string().min(1), '@type': z.string().optional() });

/**
 * The one parser of Hydra collections: accepts `hydra:member` and the bare `member` of API Platform 4,
 * validates every item with `itemSchema` (throws a ZodError on a malformed body).
 */
export function parseCollection<S extends z.ZodType>(body: unknown, itemSchema: S): Collection<z.output<S>> {
  const collection = collectionSchema.parse(body);
  const rawMembers = collection['hydra:member'] ?? collection.member;
  if (!rawMembers) throw new Error('Odpowiedź nie jest kolekcją Hydra');
  const member = rawMembers.map((item) => itemSchema.parse(item));
  return {
    member,
    totalItems: collection['hydra:totalItems'] ?? collection.totalItems ?? member.length,
    next: collection['hydra:view']?.['hydra:next'] ?? collection.view?.next,
  };
}

/** Parses one Hydra item (must carry `@id`). */
export function parseItem<S extends z.ZodType>(body: unknown, itemSchema: S): z.output<S> {
  hydraItemSchema.parse(body);
  return itemSchema.parse(body);
}
