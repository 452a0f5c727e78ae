/**
 * Comments and ratings of rides (courses.md §7, docs/api.md):
 * `GET api/{taxi|kilometer}_course_rides/{id}/comments`, `POST api/ride_comments` (also as
 * `api/taxi_course_ride_comments` and `api/kilometer_course_ride_comments`), `DELETE api/ride_comments/{id}`,
 * `GET api/taxi_course_rides/{id}/ratings`, `POST api/taxi_course_ride_ratings`.
 */
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import {
  rideCommentItemSchema,
  rideCommentSchema,
  rideRatingItemSchema,
  rideRatingSchema,
} from '../../../domain/contract/ride-talk.schema';
import { noContent } from '../../http/responses';
import { hydraItem, hydraList } from '../../http/hydra';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commentContentSchema } from '../../../domain/courses/ride-comments';
import { rideRatingFieldsSchema } from '../../../domain/courses/ride-rating';
import { currentUser } from '../../auth/authenticate';
import { HTTP_MESSAGES } from '../../http/messages';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { addComment, commentableRide, deleteComment, listComments } from './ride-comments.service';
import { namedInBodyFirst } from '../../http/access-first';
import { listRatings, rateRide, rateableRide } from './ride-ratings.service';
import { parseRideIri } from './ride-talk.access';
import type { RideType } from './ride-talk.access';
import { idParams } from '../../http/params';

/** The ride an IRI names, when it is of `type` (any type when the route names none). */
const rideOf = (type?: RideType) => (value: string) => {
  const ride = parseRideIri(value);
  return ride && (type === undefined || ride.type === type) ? ride : null;
};

/** A ride IRI, of `type` when the route names one. */
const rideField = (type?: RideType) =>
  z.string({ error: HTTP_MESSAGES.required }).transform((value, ctx) => {
    const ride = rideOf(type)(value);
    if (!ride) {
      ctx.addIssue({ code: 'custom', message: HTTP_MESSAGES.invalidValue });
      return z.NEVER;
    }
    return ride;
  });

/** `user` (the author's id in the spec's call) is accepted and ignored: the author is the caller. */
const commentBody = (type?: RideType) =>
  z.object({ ride: rideField(type), content: commentContentSchema, user: z.unknown().optional() });

const ratingBody = z.object({ ride: rideField('taxi') }).and(rideRatingFieldsSchema);

const commentsSchema = hydraCollectionSchema(rideCommentSchema);
const ratingsSchema = hydraCollectionSchema(rideRatingSchema);

export async function rideTalkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const type of ['taxi', 'kilometer'] as const) {
    r.get(
      `/api/${type}_course_rides/:id/comments`,
      { schema: { params: idParams, response: { 200: commentsSchema } } },
      async (request) =>
        hydraList(
          request.url.split('?')[0] ?? request.url,
          'RideComment',
          await listComments(app.db, currentUser(request), request.params.id, type),
        ),
    );
  }

  for (const [path, type] of [
    ['/api/ride_comments', undefined],
    ['/api/taxi_course_ride_comments', 'taxi'],
    ['/api/kilometer_course_ride_comments', 'kilometer'],
  ] as const) {
    r.post(
      path,
      {
        preValidation: namedInBodyFirst('ride', rideOf(type), (user, ride) =>
          commentableRide(app.db, user, ride.id, ride.type),
        ),
        schema: { body: commentBody(type), response: { 201: rideCommentItemSchema } },
      },
      async (request, reply) => {
        const comment = await addComment(
          app.db,
          currentUser(request),
          request.body.ride,
          request.body.content,
        );
        return reply.status(201).send(hydraItem(comment['@type'], comment['@id'], comment));
      },
    );
  }

  r.delete(
    '/api/ride_comments/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteComment(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/taxi_course_rides/:id/ratings',
    { schema: { params: idParams, response: { 200: ratingsSchema } } },
    async (request) =>
      hydraList(
        request.url.split('?')[0] ?? request.url,
        'TaxiCourseRideRating',
        await listRatings(app.db, currentUser(request), request.params.id),
      ),
  );

  r.post(
    '/api/taxi_course_ride_ratings',
    {
      preValidation: namedInBodyFirst('ride', rideOf('taxi'), (user, ride) =>
        rateableRide(app.db, user, ride.id),
      ),
      schema: { body: ratingBody, response: { 201: rideRatingItemSchema } },
    },
    async (request, reply) => {
      const { ride, ...fields } = request.body;
      const rating = await rateRide(app.db, currentUser(request), ride.id, fields);
      return reply.status(201).send(hydraItem(rating['@type'], rating['@id'], rating));
    },
  );
}
