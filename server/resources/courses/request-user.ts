import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** What the auth preHandler puts on `request.user` (to be unified with the auth module's type). */
export interface CourseRequestUser {
  id: number;
  username: string;
  roles: string[];
  companyId: number | null;
  impersonator: { id: number; username: string } | null;
}

const requestUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.string()),
  companyId: z.number().int().nullable(),
  impersonator: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});

export class UnauthorizedError extends Error {
  readonly statusCode = 401;
}

/** The signed-in user; a request that reached a route without one is refused, never served to "nobody". */
export function requestUser(request: FastifyRequest): CourseRequestUser {
  const parsed = requestUserSchema.safeParse(Reflect.get(request, 'user'));
  if (!parsed.success) throw new UnauthorizedError('JWT Token not found');
  return parsed.data;
}
