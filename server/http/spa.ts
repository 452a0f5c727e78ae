import { isApiPath } from './api-paths';
import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundHandler } from './errors';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from `staticDir` with history fallback: a GET outside /api whose last path
 * segment has no extension is a client route and gets index.html. Without a build, only the API runs.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  if (!existsSync(join(staticDir, 'index.html'))) {
    app.log.info({ staticDir }, 'no built SPA found; serving the API only');
    app.setNotFoundHandler(notFoundHandler);
    return;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    cacheControl: false,
    etag: true,
    setHeaders(reply, path) {
      const name = basename(path);
      if (name === 'index.html' || name === 'sw.js') reply.header('Cache-Control', 'no-cache');
      else if (path.includes(`${sep}assets${sep}`)) reply.header('Cache-Control', LONG_CACHE);
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isClientRoute(request)) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return notFoundHandler(request, reply);
  });
}

export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (isApiPath(path)) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}
