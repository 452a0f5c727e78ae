/**
 * The Hydra shapes every answer of the API has (API Platform's JSON-LD): an item's `@id` and `@type`,
 * the collection with its paging view, and the two error shapes. Server and SPA both use these.
 */
import { z } from 'zod';

/** Every JSON-LD item carries its IRI and type. */
export const hydraItemSchema = z.object({ '@id': z.string().min(1), '@type': z.string() });

/** A top-level item names its context too (`/api/contexts/{Type}`): `schema.extend(contextShape)`. */
export const contextShape = { '@context': z.string() };

export const hydraViewSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('hydra:PartialCollectionView'),
  'hydra:first': z.string().optional(),
  'hydra:last': z.string().optional(),
  'hydra:previous': z.string().optional(),
  'hydra:next': z.string().optional(),
});

/** `hydra:Collection` of `member`, with `hydra:view` when paginated. */
export const hydraCollectionSchema = <T extends z.ZodType>(member: T) =>
  z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number().int().min(0),
    'hydra:view': hydraViewSchema.optional(),
  });

export const violationSchema = z.object({ propertyPath: z.string(), message: z.string() });

/** Every refusal: `hydra:Error`, or `ConstraintViolationList` with its violations (422). */
export const hydraErrorSchema = z.object({
  '@context': z.string(),
  '@type': z.enum(['hydra:Error', 'ConstraintViolationList']),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  violations: z.array(violationSchema).optional(),
});
export type HydraError = z.output<typeof hydraErrorSchema>;
