import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { cspDirectives } from './content-security-policy';

/**
 * Security headers on every answer, the SPA's HTML and the API's JSON alike, with the policy of
 * content-security-policy.ts (ADR 009). No upgrade-insecure-requests: the embedded server speaks plain
 * HTTP on a LAN, where that directive would break every asset.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives({ googleMaps: googleMapsConfigured(app.config) }),
    },
  });
}

/** Either Google key lets the map's hosts in (docs/spec-decisions.md row 330). */
export function googleMapsConfigured(
  config: Pick<Config, 'googleMapsApiKey' | 'googleMapsInBrowser'>,
): boolean {
  return config.googleMapsInBrowser || config.googleMapsApiKey !== undefined;
}
