/**
 * The published contract, generated from the route schemas and domain/contract, so it cannot drift:
 * OpenAPI at `GET api/docs.json` (@fastify/swagger), Hydra at `GET api/docs.jsonld`, the entrypoint
 * `GET api` and the JSON-LD contexts `GET api/contexts/{name}`. Every API answer advertises the Hydra
 * documentation in its `Link` header, as API Platform's clients expect.
 */
import { isApiPath } from '../api-paths';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../errors';
import type { ZodTypeProvider } from '../zod-provider';
import { contextDocument } from './contexts';
import { DOCS_PATH, ENTRYPOINT_PATH, HYDRA, entrypoint, hydraDocumentation } from './hydra-documentation';
import { jsonSchemaOf } from './zod-json-schema';

const jsonLdDocument = z.record(z.string(), z.unknown());
const JSON_LD = 'application/ld+json; charset=utf-8';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

type RouteSchema = Record<string, unknown>;

/** Route schemas are zod: OpenAPI gets their JSON Schema (requests as input, answers as output). */
function openApiSchema(schema: RouteSchema | undefined, url: string): RouteSchema {
  if (!isApiPath(url) || !schema) return { hide: true };
  const converted: RouteSchema = {};
  for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
    const json = jsonSchemaOf(schema[part], 'input');
    if (json) converted[part] = json;
  }
  const responses = (schema.response ?? {}) as Record<string, unknown>;
  converted.response = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [status, jsonSchemaOf(response, 'output') ?? {}]),
  );
  return converted;
}

/** Register before the routes: OpenAPI collects them as they are added. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kursownik API',
        description: 'Zamawianie, realizacja i rozliczanie przewozów pracowników kolei.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => ({ schema: openApiSchema(schema as RouteSchema | undefined, url), url }),
  });

  app.addHook('onRequest', async (request, reply) => {
    // Absolute, as API Platform sends it: clients fetch it as it stands.
    if (request.url === ENTRYPOINT_PATH || request.url.startsWith('/api/'))
      reply.header('Link', `<${originOf(request)}${DOCS_PATH}>; rel="${HYDRA}apiDocumentation"`);
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(ENTRYPOINT_PATH, { schema: { response: { 200: jsonLdDocument } } }, async (_request, reply) => {
    void reply.type(JSON_LD);
    return entrypoint();
  });
  r.get('/api/docs.json', { schema: { response: { 200: jsonLdDocument } } }, async () =>
    jsonLdDocument.parse(app.swagger()),
  );
  r.get(DOCS_PATH, { schema: { response: { 200: jsonLdDocument } } }, async (request, reply) => {
    void reply.type(JSON_LD);
    return hydraDocumentation(app.apiRoutes, originOf(request));
  });
  r.get(
    '/api/contexts/:name',
    { schema: { params: z.object({ name: z.string().max(60) }), response: { 200: jsonLdDocument } } },
    async (request, reply) => {
      const document = contextDocument(request.params.name, originOf(request));
      if (!document) throw notFound();
      void reply.type(JSON_LD);
      return document;
    },
  );
}
