/** Zod schemas as JSON Schema (OpenAPI 3.1 speaks JSON Schema 2020-12), and what a zod object declares. */
import { z } from 'zod';

/** `io: 'input'` for what a client sends, `'output'` for what the server answers. */
export function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): Record<string, unknown> | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
}

/** The object a schema describes, through optional, nullable, pipes and intersections (`a.and(b)`). */
export function objectShapes(schema: unknown): Record<string, z.ZodType>[] {
  if (schema instanceof z.ZodObject) return [schema.shape as Record<string, z.ZodType>];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return objectShapes(schema.unwrap());
  if (schema instanceof z.ZodPipe) return objectShapes(schema.in);
  if (schema instanceof z.ZodIntersection)
    return [...objectShapes(schema.def.left), ...objectShapes(schema.def.right)];
  return [];
}

/** The property names of an object schema (`@`-keys of JSON-LD left out). */
export const propertiesOf = (schema: unknown): string[] => [
  ...new Set(
    objectShapes(schema).flatMap((shape) => Object.keys(shape).filter((key) => !key.startsWith('@'))),
  ),
];

/** The schema under optional, nullable and arrays: what one value of the property is. */
export function valueSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return valueSchema(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return valueSchema(schema.element as z.ZodType);
  return schema;
}
