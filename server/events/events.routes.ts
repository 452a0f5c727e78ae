/**
 * GET /api/events: the live course events of courses.md §7, and the audience events of administration.md
 * §7 (employee_request, passenger_change; audience-events.ts), as server-sent events (ARCHITECTURE.md, Live
 * events). Opened with the bearer token through fetch; replays from `Last-Event-ID` (header, or the
 * `lastEventId` query), sends `event: history_lost` when the log no longer reaches back that far, then
 * streams live events with a `: ping` comment every `heartbeatMs`.
 */
import { z } from 'zod';
import { binary } from '../http/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { courseVisibility } from '../../domain/courses/visibility';
import { currentUser } from '../auth/authenticate';
import type { AuthUser } from '../auth/authenticate';
import { createEventBus, newPreparationCache, prepareEvent } from './event-bus';
import type { EventBusOptions, EventSubscriber, PreparedEvent, StreamViewer } from './event-bus';
import { openSseSocket, responseHead } from './sse-socket';
import { findSettledEventsAfter, isAfter, settledNewest } from './commit-order';
import type { EventPosition } from './commit-order';
import { replayPosition, superiorCompaniesOf } from './event-log';

export interface EventRoutesOptions extends EventBusOptions {
  /** Milliseconds between `: ping` comments; default 20 000 (proxies drop streams idle for 30 s+). */
  heartbeatMs?: number;
}

export const DEFAULT_HEARTBEAT_MS = 20_000;
/** Most events replayed to one stream; a client further behind gets history_lost. */
export const MAX_REPLAY = 10_000;
/**
 * Tells the client its Last-Event-ID can no longer be caught up with: refetch everything. Carries the
 * newest logged id (0 for an empty log) as its own `id:`, so the client resumes from there after the
 * refetch instead of being told the same again on every reconnect; later events come live.
 */
export const historyLostFrame = (newest: number) =>
  `id: ${newest}\nevent: history_lost\ndata: ${JSON.stringify({ type: 'history_lost' })}\n\n`;
/** One encoded heartbeat for every stream: 10 000 writes of the same bytes, no string encoded per stream. */
const PING_FRAME = Buffer.from(': ping\n\n');
/** Sent to the client as the reconnection delay. */
const RETRY_MS = 3000;
const RETRY_FRAME = Buffer.from(`retry: ${RETRY_MS}\n\n`);

/** `Last-Event-ID` header, else `lastEventId` query: a number, 'invalid' when unreadable, or null. */
export function requestedLastEventId(request: FastifyRequest): number | 'invalid' | null {
  const header = request.headers['last-event-id'];
  const query: unknown = request.query;
  const fromQuery =
    typeof query === 'object' && query !== null && 'lastEventId' in query ? query.lastEventId : undefined;
  const value = typeof header === 'string' && header !== '' ? header : fromQuery;
  if (value === undefined || value === '') return null;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : 'invalid';
}

/**
 * The first frame of a stream opened without Last-Event-ID: the newest settled id (0 for an empty log),
 * so a client cut off before its first event still resumes from where it started, not from nothing.
 */
export const readyFrame = (newest: number) =>
  `id: ${newest}\nevent: ready\ndata: ${JSON.stringify({ type: 'ready' })}\n\n`;

export { formatEvent } from './event-bus';

/**
 * The stream's response head, its headers then forgotten: kept on the reply and (helmet's) on the raw
 * response, they would stay for the stream's whole life, about 1.3 KB a stream.
 */
function takeHead(reply: FastifyReply): string {
  const head = responseHead(200, reply.getHeaders());
  for (const name of reply.raw.getHeaderNames()) reply.raw.removeHeader(name);
  for (const name of Object.keys(reply.getHeaders())) void reply.removeHeader(name);
  return head;
}

async function viewerOf(app: FastifyInstance, user: AuthUser): Promise<StreamViewer> {
  const visibility = courseVisibility(user);
  const superiorOf =
    visibility.kind === 'transport' ? await superiorCompaniesOf(app.db, visibility.companyId) : [];
  return { visibility, superiorOf, userId: user.id, roles: user.roles };
}

export async function eventRoutes(app: FastifyInstance, opts: EventRoutesOptions = {}): Promise<void> {
  const heartbeatMs = opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const bus = createEventBus(app, opts);
  await bus.start();
  const closers = new Set<() => void>();
  // One heartbeat timer for every stream of the process, not one per stream (10 000 streams, one timer).
  const pingers = new Set<() => void>();
  const heartbeat = setInterval(() => {
    for (const ping of pingers) ping();
  }, heartbeatMs);
  heartbeat.unref();

  // Open streams would keep app.close() waiting for their connections: end them first. A stream whose
  // request came in just before (its handler still awaiting the user or the viewer) ends as it opens:
  // otherwise it would hold the stop until close-unused-connections.ts cuts it, 5 s later.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
    for (const close of [...closers]) close();
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await bus.stop();
  });

  app.get(
    '/api/events',
    {
      // The `Last-Event-ID` of a client that cannot set headers (EventSource reconnects set the header).
      schema: {
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
        response: { 200: binary('text/event-stream') },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app, currentUser(request));
      const lastEventId = requestedLastEventId(request);

      void reply.headers({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // The connection lives as long as the stream: closed with it (so app.close() need not wait).
        connection: 'close',
        'x-accel-buffering': 'no',
      });
      reply.hijack();
      // Hijacked, the reply no longer sends its headers (the security ones included): they go in the
      // head written straight to the socket (sse-socket.ts says why not through reply.raw).
      const wire = openSseSocket(request.raw.socket, takeHead(reply), () => close());
      wire.write(RETRY_FRAME);

      let replaying = true;
      const pending: PreparedEvent[] = [];
      // The client has every event up to here (its Last-Event-ID's, then the replay's last): the bus,
      // which may lag behind, hands some over again. Only settled events reach a client
      // (commit-order.ts), so nothing before this position can be news to it.
      let through: EventPosition | null = null;
      const isNews = (event: PreparedEvent) => through === null || isAfter(event, through);
      // Writes keep the order events were handed over, even though their data loads asynchronously.
      let writing: Promise<void> = Promise.resolve();

      const historyLost = async () => {
        wire.write(historyLostFrame((await settledNewest(app.db)).id));
      };

      // Writes queued and not yet written: with none, a built frame is written at once (no promise
      // per stream and event, which for 10 000 streams is what a fan-out would cost).
      let queued = 0;
      const write = (event: PreparedEvent) => {
        const lost = event.lostBy(viewer);
        const built = queued === 0 ? event.builtFrame(lost) : undefined;
        if (built !== undefined) {
          wire.write(built);
          return;
        }
        queued += 1;
        writing = writing
          .then(async () => {
            const frame = await event.frame(lost);
            wire.write(frame);
          })
          .catch(async (error: unknown) => {
            request.log.error({ err: error, eventId: event.id }, 'event write failed');
            // The event cannot be sent: silently skipping it would lose it, so the client refetches.
            await historyLost().catch(() => close());
          })
          .finally(() => {
            queued -= 1;
          });
      };

      const subscriber: EventSubscriber = {
        ...viewer,
        deliver(event) {
          if (!wire.isOpen() || !isNews(event) || !event.visibleTo(viewer)) return;
          if (replaying) pending.push(event);
          else write(event);
        },
      };
      // Subscribe before reading the log, so nothing committed in between is missed.
      const unsubscribe = bus.subscribe(subscriber);
      const ping = () => wire.write(PING_FRAME);
      pingers.add(ping);

      let closed = false;
      function close() {
        if (closed) return;
        closed = true;
        pingers.delete(ping);
        unsubscribe();
        closers.delete(close);
        wire.end();
      }
      closers.add(close);
      // Gone before the stream started (no 'close' is coming for it), or the server is stopping.
      if (!wire.isOpen() || stopping) close();

      try {
        const from = typeof lastEventId === 'number' ? await replayPosition(app.db, lastEventId) : null;
        if (lastEventId === null) {
          wire.write(readyFrame((await settledNewest(app.db)).id));
        } else if (from === null) {
          await historyLost();
        } else {
          through = from;
          const cache = newPreparationCache();
          const now = new Date();
          // Settled events only: those waiting for an older transaction to end come from the bus.
          const { rows } = await findSettledEventsAfter(app.db, from, MAX_REPLAY + 1);
          if (rows.length > MAX_REPLAY) {
            // Too far behind to catch up event by event: a refetch is cheaper.
            rows.length = 0;
            through = null;
            await historyLost();
          }
          for (const row of rows) {
            const event = await prepareEvent(app.db, row, now, cache);
            through = event;
            if (event.visibleTo(viewer)) write(event);
          }
        }
      } catch (error) {
        request.log.error({ err: error }, 'event replay failed');
        // After the events already queued, so the client's last id never goes back.
        queued += 1;
        writing = writing
          .then(historyLost)
          .catch(() => close())
          .finally(() => {
            queued -= 1;
          });
      } finally {
        replaying = false;
        for (const event of pending.splice(0)) if (isNews(event)) write(event);
      }
      await writing;
    },
  );
}
