import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { cspDirectives } from './content-security-policy';

/**
 * Security headers on every answer, the SPA's HTML and the API's JSON alike, with the policy of
 * content-security-policy.ts (ADR 009). No upgrade-insecure-requests: the embedded server speaks plain
 * HTTP on a LAN, where that directive would break every asset.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives({ googleMaps: googleMapsConfigured(app.config) }),
    },
  });
  // On the raw response, where helmet puts them (the live streams' head reads them there).
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets with `options`, computed once. @fastify/helmet builds helmet again on every
 * request (parsing the policy each time), the largest cost of a cached list hit after the socket in
 * its profile (ADR 014); with no nonces the headers are the same for every request, so they are
 * taken from one request to a probe instance with and one without helmet.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string | string[]][]> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => '');
    const response = await probe.inject('/');
    await probe.close();
    return response.headers;
  };
  const plain = await answer(false);
  return Object.entries(await answer(true)).flatMap(([name, value]) =>
    name in plain || value === undefined ? [] : [[name, typeof value === 'number' ? String(value) : value]],
  );
}

/** Either Google key lets the map's hosts in (docs/spec-decisions.md row 330). */
export function googleMapsConfigured(
  config: Pick<Config, 'googleMapsApiKey' | 'googleMapsInBrowser'>,
): boolean {
  return config.googleMapsInBrowser || config.googleMapsApiKey !== undefined;
}
