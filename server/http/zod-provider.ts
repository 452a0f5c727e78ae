import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { ApiError, ViolationError, notFound } from './errors';
import { HTTP_MESSAGES } from './messages';
import { parseBody, safeParseInput } from './parse';

/** Lets route handlers see the zod output types of their declared schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Route schemas are zod schemas. A bad path parameter means no such resource (404, so `/users/abc`
 * is not a 422); a bad body or query is a 422 with Polish violations; bad headers are a 400.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, url }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`Route ${url}: ${httpPart} schema must be a zod schema`);
  return (data: unknown) => {
    if (httpPart === 'params') {
      const result = safeParseInput(schema, data);
      return result.success ? { value: result.data } : { error: notFound() };
    }
    if (httpPart === 'headers') {
      const result = safeParseInput(schema, data);
      return result.success ? { value: result.data } : { error: new ApiError(400, HTTP_MESSAGES.badRequest) };
    }
    try {
      return { value: parseBody(schema, data) };
    } catch (error) {
      if (error instanceof ViolationError) return { error };
      throw error;
    }
  };
};

/**
 * Response schemas document the contract and type the handlers; serialisation is plain JSON so a
 * schema can never silently drop a field or turn a response into a 500.
 */
export const jsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
