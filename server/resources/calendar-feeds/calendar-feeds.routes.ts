/**
 * The calendar feed (issue 35 part 4, docs/spec-decisions.md rows 788-793):
 * - GET    /api/calendar_feed   whether the caller has a link, and since when (never the URL again);
 * - POST   /api/calendar_feed   a new link (the old one stops working), its URL in this answer only;
 * - DELETE /api/calendar_feed   'Wyłącz': the link answers 404 from now on;
 * - GET    /api/calendar/{token}.ics   public: the token is the credential (calendar apps send no
 *   bearer), the feed of that token's user's own rides as `text/calendar`.
 * The settings routes take no user id: they act on the caller's own feed only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CALENDAR_FEED_TEXTS, canManageCalendarFeed } from '../../../domain/calendar/calendar-feed';
import { icalCalendar } from '../../../domain/calendar/ical';
import { rideEvent } from '../../../domain/calendar/ride-event';
import { calendarFeedSchema } from '../../../domain/contract/calendar-feed.schema';
import { currentUser } from '../../auth/authenticate';
import { ApiError, notFound } from '../../http/errors';
import { binary, noContent } from '../../http/responses';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { calendarFeedUrl, feedOf, feedOwner, removeFeed, replaceFeed } from './calendar-feeds.repository';
import { calendarRides } from './calendar-rides.repository';

const BASE = '/api/calendar_feed';
const ICAL = 'text/calendar; charset=utf-8';

export interface CalendarFeedRoutesOptions {
  now?: () => Date;
}

/** Before anything is read: only a driver or passenger, as themself (not previewed). */
async function ownerOnly(request: FastifyRequest) {
  if (!canManageCalendarFeed(currentUser(request))) throw new ApiError(403, CALENDAR_FEED_TEXTS.ownOnly);
}

const view = (createdAt: Date | undefined, url: string | null = null) => ({
  '@context': '/api/contexts/CalendarFeed',
  '@id': BASE,
  '@type': 'CalendarFeed' as const,
  active: createdAt !== undefined,
  createdAt: createdAt?.toISOString() ?? null,
  url,
});

export async function calendarFeedRoutes(app: FastifyInstance, opts: CalendarFeedRoutesOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const host = new URL(app.config.publicUrl).hostname;

  r.get(
    BASE,
    { preValidation: ownerOnly, schema: { response: { 200: calendarFeedSchema } } },
    async (request) => view((await feedOf(app.db, currentUser(request).id))?.createdAt),
  );

  r.post(
    BASE,
    { preValidation: ownerOnly, schema: { response: { 201: calendarFeedSchema } } },
    async (request, reply) => {
      const { raw, createdAt } = await replaceFeed(app.db, currentUser(request).id);
      return reply.status(201).send(view(createdAt, calendarFeedUrl(app.config.publicUrl, raw)));
    },
  );

  r.delete(
    BASE,
    { preValidation: ownerOnly, schema: { response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await removeFeed(app.db, currentUser(request).id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/calendar/:token',
    { schema: { params: z.object({ token: z.string().min(1).max(100) }), response: { 200: binary(ICAL) } } },
    async (request, reply) => {
      // Calendar apps like a URL ending in .ics; the token itself never contains a dot.
      const userId = await feedOwner(app.db, request.params.token.replace(/\.ics$/, ''));
      if (userId === null) throw notFound();
      const at = now();
      const events = (await calendarRides(app.db, userId, at)).map((ride) => rideEvent(ride, host));
      return reply
        .header('content-type', ICAL)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="kursownik.ics"')
        .send(icalCalendar({ name: CALENDAR_FEED_TEXTS.calendarName, now: at, events }));
    },
  );
}
