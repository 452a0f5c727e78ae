/**
 * Live tracking (issue 35, docs/api.md):
 * - POST /api/course-info/position/{token}            public: the driver link's token is the credential
 * - GET  /api/tracking/{token}                        public: the passenger's tracking token
 * - GET  /api/taxi_course_rides/{id}/tracking_link    signed in: a passenger's own link
 * - GET  /api/course_positions/latest                 signed in: the map of cars (`canSeeCourseMap`),
 *                                                      filtered as the course list
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  carPositionsSchema,
  positionBodySchema,
  trackingLinkSchema,
  trackingSchema,
} from '../../../domain/contract/tracking.schema';
import { canSeeCourseMap } from '../../../domain/courses/visibility';
import { currentUser } from '../../auth/authenticate';
import { forbidden } from '../../http/errors';
import { trackingEtaFor } from '../../geo/tracking-eta';
import { idParams } from '../../http/params';
import { noContent } from '../../http/responses';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { courseListQuerySchema } from '../courses/course-list.query';
import { readCarPositions } from './car-positions.read';
import { readTracking } from './tracking.read';
import { sharePosition, trackingLinkFor } from './tracking.service';

export interface TrackingRoutesOptions {
  now?: () => Date;
}

const token = z.string().min(1).max(120);

export async function trackingRoutes(app: FastifyInstance, opts: TrackingRoutesOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const eta = trackingEtaFor(app.config.googleMapsApiKey);

  r.post(
    '/api/course-info/position/:token',
    { schema: { params: z.object({ token }), body: positionBodySchema, response: { 204: noContent } } },
    async (request, reply) => {
      await sharePosition(app.db, request.params.token, request.body, now());
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/tracking/:token',
    { schema: { params: z.object({ token }), response: { 200: trackingSchema } } },
    async (request) => readTracking(app.db, app.config.jwtSecret, request.params.token, eta),
  );

  r.get(
    '/api/taxi_course_rides/:id/tracking_link',
    { schema: { params: idParams, response: { 200: trackingLinkSchema } } },
    async (request) => {
      const url = await trackingLinkFor(
        app.db,
        app.config.jwtSecret,
        currentUser(request),
        request.params.id,
      );
      return {
        '@context': '/api/contexts/TrackingLink',
        '@id': `/api/taxi_course_rides/${request.params.id}/tracking_link`,
        '@type': 'TrackingLink' as const,
        url,
      };
    },
  );

  r.get(
    '/api/course_positions/latest',
    { schema: { querystring: courseListQuerySchema, response: { 200: carPositionsSchema } } },
    async (request) => {
      const user = currentUser(request);
      if (!canSeeCourseMap(user)) throw forbidden();
      const cars = await readCarPositions(app.db, user, request.query.filters, now());
      return {
        '@context': '/api/contexts/CoursePosition',
        '@id': '/api/course_positions/latest',
        '@type': 'hydra:Collection' as const,
        'hydra:member': cars,
        'hydra:totalItems': cars.length,
      };
    },
  );
}
