/**
 * Conditional GET for answers served from bytes (RFC 9110 §13.1.2): a strong ETag that is a hash of
 * the body, so a 304 only ever tells a client "the bytes you hold are the bytes you would get" and
 * can reveal nothing it does not already have, whoever asks.
 */
import { createHash } from 'node:crypto';

/** Stored by the browser, revalidated on every use: a list is never shown stale from the HTTP cache. */
export const REVALIDATE_ALWAYS = 'private, no-cache';

/** Example: bodyEtag('{}') === '"vyGp6PvFo4RvsFtPoIWeCReyIC8"' */
export const bodyEtag = (body: string | Buffer): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Whether `If-None-Match` names `etag` (weak comparison, as §13.1.2 asks for GET): `*`, or one of a
 * comma-separated list, with or without `W/`.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((tag) => tag.trim());
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return tags.some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}
