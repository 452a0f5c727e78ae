import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/**
 * Security headers. Inline styles are allowed because MUI/emotion inject them; Google Maps hosts
 * are listed for the maps adapter. No upgrade-insecure-requests: the embedded server speaks plain
 * HTTP on a LAN, where that directive would break every asset.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...GOOGLE_MAPS],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS],
        connectSrc: ["'self'", ...GOOGLE_MAPS],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
      },
    },
  });
}
