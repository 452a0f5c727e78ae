import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { RideComment, RideMessage, RideRating } from '@domain/contract/ride-talk.schema';
import { hydraCollection } from './courses';
import { hydraError } from './handlers';

/** A comment as the server sends it (domain/contract). */
export type CommentFixture = RideComment;

export function buildComment(overrides: Partial<CommentFixture> = {}): CommentFixture {
  const id = overrides.id ?? 1;
  return {
    '@id': `/api/ride_comments/${id}`,
    '@type': 'RideComment',
    id,
    ride: '/api/taxi_course_rides/951',
    content: 'Pociąg opóźniony o 20 minut',
    createdAt: '2026-11-12T07:00:00+01:00',
    user: { id: 5, name: 'Jan Kierowca', kind: 'other' },
    ...overrides,
  };
}

const commentBody = z.object({ ride: z.string(), content: z.string() });
const rideIriOf = (request: Request) => new URL(request.url).pathname.replace(/\/comments$/, '');

/**
 * Comments of rides kept in memory: `GET {ride}/comments`, `POST /api/ride_comments` (the author is
 * `author`), `DELETE /api/ride_comments/{id}`. `comments` is mutated so tests can look at it.
 */
export function rideCommentsHandlers(
  comments: CommentFixture[] = [],
  author: CommentFixture['user'] = { id: 1, name: 'Anna Nowak', kind: 'admin' },
) {
  let nextId = Math.max(100, ...comments.map((comment) => comment.id + 1));
  return [
    http.get('*/api/:rides/:id/comments', ({ request }) => {
      const ride = rideIriOf(request);
      return HttpResponse.json(hydraCollection(comments.filter((comment) => comment.ride === ride)));
    }),
    http.post('*/api/ride_comments', async ({ request }) => {
      const body = commentBody.parse(await request.json());
      const comment = buildComment({
        id: nextId++,
        ride: body.ride,
        content: body.content,
        createdAt: new Date().toISOString(),
        user: author,
      });
      comments.push(comment);
      return HttpResponse.json(comment, { status: 201 });
    }),
    http.delete('*/api/ride_comments/:id', ({ params }) => {
      const index = comments.findIndex((comment) => String(comment.id) === String(params.id));
      if (index < 0) return hydraError(404, 'Nie znaleziono zasobu');
      comments.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** A rating as the server sends it (domain/contract): a 5 by passenger 9 unless overridden. */
export function buildRating(overrides: Partial<RideRating> = {}): RideRating {
  const id = overrides.id ?? 1;
  return {
    '@id': `/api/taxi_course_ride_ratings/${id}`,
    '@type': 'TaxiCourseRideRating',
    id,
    ride: '/api/taxi_course_rides/951',
    mark: 5,
    comment: null,
    waitingTime: null,
    extremeWaiting: null,
    createdAt: '2026-11-12T09:00:00+01:00',
    createdBy: { id: 9 },
    ...overrides,
  };
}

/** `GET {ride}/ratings` answering `ratings` and `POST /api/taxi_course_ride_ratings` recording the bodies. */
export function rideRatingsHandlers(ratings: Partial<RideRating>[] = [], posted: unknown[] = []) {
  return [
    http.get('*/api/taxi_course_rides/:id/ratings', () =>
      HttpResponse.json(
        hydraCollection(ratings.map((rating, index) => buildRating({ id: index + 1, ...rating }))),
      ),
    ),
    http.post('*/api/taxi_course_ride_ratings', async ({ request }) => {
      const body: unknown = await request.json();
      posted.push(body);
      return HttpResponse.json(
        { '@context': '/api/contexts/TaxiCourseRideRating', ...buildRating({ id: 77, mark: 1 }) },
        { status: 201 },
      );
    }),
  ];
}

/** What the outbox sent about a ride (domain/contract): a delivered SMS unless overridden. */
export function buildMessage(overrides: Partial<RideMessage> & Pick<RideMessage, 'id'>): RideMessage {
  return {
    '@id': `/api/messages/${overrides.id}`,
    '@type': 'SmsMessage',
    createdAt: '2026-11-12T08:00:00Z',
    createdBy: null,
    recipientUser: null,
    recipient: '600100200',
    subject: '',
    message: '',
    sent: true,
    status: 'sent',
    ...overrides,
  };
}
