import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { ApiError, ViolationError, notFound } from './errors';
import { HTTP_MESSAGES } from './messages';
import { parseBody, safeParseInput } from './parse';
import { QUERY_MESSAGES } from './query';

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
    if (httpPart === 'querystring') {
      // Query readers (server/http/query.ts) throw their own Polish 400; a shape zod refuses is a 400 too.
      try {
        const result = safeParseInput(schema, data);
        if (result.success) return { value: result.data };
        const [first] = result.violations;
        return {
          error: new ApiError(
            400,
            first
              ? `${QUERY_MESSAGES.invalid(first.propertyPath)}: ${first.message}`
              : HTTP_MESSAGES.badRequest,
          ),
        };
      } catch (error) {
        if (error instanceof ApiError) return { error };
        throw error;
      }
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
 * The declared response schema is what serializes the answer: a field that is not in the contract
 * (domain/contract) never leaves the server, and an answer that breaks the contract is a 500 the
 * tests see rather than a shape the SPA guesses at. Buffers and streams (exports, events) are sent
 * as they are, without serialization.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, url, method }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`Route ${method} ${url}: response schema must be a zod schema`);
  return (data) => JSON.stringify(schema.parse(data));
};
