/**
 * Serves a GET route's answer from bytes kept per (visibility class, normalized query) while the
 * database has not changed (`dataVersion`) and the answer's own clock has not run out (ADR 014,
 * issue 32), and makes every answer of the route a conditional GET (ETag, If-None-Match -> 304).
 *
 * The handler calls `answer()` after authentication and after resolving the caller's class, so a key
 * never names another class; authentication has read the data version with the session's user
 * (auth/session-user.ts), so a hit costs that one statement (row 777); `onSend` (the route's hook) stores what was sent and answers 304.
 * Concurrent misses of one key and data version share one build (`Flights`, row 837): the first builds,
 * the others await the bytes its `onSend` stores, or its error; under writes every stored answer
 * misses at once, and without this each of 32 connections would build the same page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { bodyEtag, ifNoneMatchHits, REVALIDATE_ALWAYS } from './conditional-get';
import { dataVersion } from './data-version';
import { Flights, type Flight } from './flights';
import { BoundedLru, type LruLimits } from './lru';

interface CachedAnswer {
  body: Buffer;
  byteLength: number;
  etag: string;
  contentType: string;
  /** `dataVersion` read before the answer's data. */
  version: string;
  /** Epoch ms from which the answer may differ without a write (a deadline passes); Infinity if never. */
  expiresAt: number;
}

/** What the handler decided, read back by `onSend`; a builder's flight is settled there. */
type Pending =
  { hit: CachedAnswer } | { key: string; version: string; expiresAt: number; flight: Flight<CachedAnswer> };

/** Sent to the waiters of a build whose answer was not a stored 200 (its own error went to its caller). */
export const FLIGHT_NOT_STORED = 'The shared build ended without an answer to store';

export interface AnswerRequest<T> {
  db: Db;
  /** The visibility class and the normalized query: equal keys must mean equal bytes. */
  key: string;
  /** When a stored answer stops being right by the clock alone (read before `build`). */
  expiresAt: () => Promise<number>;
  build: () => Promise<T>;
}

export interface AnswerCache {
  /** The built answer, or the reply already sent from stored bytes. */
  answer<T>(request: FastifyRequest, reply: FastifyReply, asked: AnswerRequest<T>): Promise<T | FastifyReply>;
  /** The route's `onSend` hook: stores a fresh 200, adds ETag and Cache-Control, answers 304. */
  onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
  /** The route's `onResponse` hook: a build that sent nothing to store still ends its waiters' wait. */
  onResponse(request: FastifyRequest): Promise<void>;
  readonly size: number;
  readonly byteLength: number;
}

export function createAnswerCache(limits: LruLimits, now: () => Date): AnswerCache {
  const lru = new BoundedLru<CachedAnswer>(limits);
  const pending = new WeakMap<FastifyRequest, Pending>();
  const flights = new Flights<CachedAnswer>();
  const enabled = limits.maxEntries > 0;

  const send = (request: FastifyRequest, reply: FastifyReply, stored: CachedAnswer) => {
    pending.set(request, { hit: stored });
    return reply.type(stored.contentType).send(stored.body);
  };

  return {
    async answer(request, reply, { db, key, expiresAt, build }) {
      if (!enabled) return build();
      // Authentication read it with the session's user (one statement for a hit, row 777).
      const version = request.dataVersion ?? (await dataVersion(db));
      const stored = lru.get(key);
      if (stored && stored.version === version && now().getTime() < stored.expiresAt) {
        return send(request, reply, stored);
      }
      // Keyed by the version too: a request that read a later version never gets an older build.
      const flightKey = `${version} ${key}`;
      const running = flights.awaiting(flightKey);
      if (running) return send(request, reply, await running);
      // Started before the first await, so every later miss of this key and version finds it.
      const state = { key, version, expiresAt: 0, flight: flights.start(flightKey) };
      pending.set(request, state);
      try {
        state.expiresAt = await expiresAt();
        return await build();
      } catch (error) {
        state.flight.reject(error);
        throw error;
      }
    },

    async onSend(request, reply, payload) {
      const state = pending.get(request);
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        if (state && 'flight' in state) state.flight.reject(new Error(FLIGHT_NOT_STORED));
        return payload;
      }
      let etag: string;
      if (state && 'hit' in state) etag = state.hit.etag;
      else {
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        etag = bodyEtag(body);
        if (state) {
          const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
          const { key, version, expiresAt } = state;
          const answer = { body, byteLength: body.byteLength, etag, contentType, version, expiresAt };
          lru.set(key, answer);
          state.flight.resolve(answer);
        }
      }
      reply.header('etag', etag).header('cache-control', REVALIDATE_ALWAYS).header('vary', 'Authorization');
      if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      return null;
    },

    async onResponse(request) {
      const state = pending.get(request);
      if (state && 'flight' in state) state.flight.reject(new Error(FLIGHT_NOT_STORED));
    },

    get size() {
      return lru.size;
    },
    get byteLength() {
      return lru.byteLength;
    },
  };
}
