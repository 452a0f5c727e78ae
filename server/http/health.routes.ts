import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from './zod-provider';

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      },
    );
}
