/**
 * Serves a GET route's answer from bytes kept per (visibility class, normalized query) while the
 * database has not changed (`dataVersion`) and the answer's own clock has not run out (ADR 014,
 * issue 32), and makes every answer of the route a conditional GET (ETag, If-None-Match -> 304).
 *
 * The handler calls `answer()` after authentication and after resolving the caller's class, so a key
 * never names another class; authentication has read the data version with the session's user
 * (auth/session-user.ts), so a hit costs that one statement (row 777); `onSend` (the route's hook) stores what was sent and answers 304.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { bodyEtag, ifNoneMatchHits, REVALIDATE_ALWAYS } from './conditional-get';
import { dataVersion } from './data-version';
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

/** What the handler decided, read back by `onSend`. */
type Pending = { hit: CachedAnswer } | { key: string; version: string; expiresAt: number };

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
  readonly size: number;
  readonly byteLength: number;
}

export function createAnswerCache(limits: LruLimits, now: () => Date): AnswerCache {
  const lru = new BoundedLru<CachedAnswer>(limits);
  const pending = new WeakMap<FastifyRequest, Pending>();
  const enabled = limits.maxEntries > 0;

  return {
    async answer(request, reply, { db, key, expiresAt, build }) {
      if (!enabled) return build();
      // Authentication read it with the session's user (one statement for a hit, row 777).
      const version = request.dataVersion ?? (await dataVersion(db));
      const stored = lru.get(key);
      if (stored && stored.version === version && now().getTime() < stored.expiresAt) {
        pending.set(request, { hit: stored });
        return reply.type(stored.contentType).send(stored.body);
      }
      pending.set(request, { key, version, expiresAt: await expiresAt() });
      return build();
    },

    async onSend(request, reply, payload) {
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
        return payload;
      const state = pending.get(request);
      let etag: string;
      if (state && 'hit' in state) etag = state.hit.etag;
      else {
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        etag = bodyEtag(body);
        if (state) {
          const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
          const { key, version, expiresAt } = state;
          lru.set(key, { body, byteLength: body.byteLength, etag, contentType, version, expiresAt });
        }
      }
      reply.header('etag', etag).header('cache-control', REVALIDATE_ALWAYS).header('vary', 'Authorization');
      if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      return null;
    },

    get size() {
      return lru.size;
    },
    get byteLength() {
      return lru.byteLength;
    },
  };
}
