/**
 * A minimal `multipart/form-data` reader for the one upload of the API (POST /api/transactions/import,
 * ADR 017). `@fastify/multipart` is not a dependency; the body is small (the route's bodyLimit bounds
 * it before this runs), so it is read whole as a Buffer and split here. Only what a browser's FormData
 * sends is understood: parts with `Content-Disposition: form-data; name=...[; filename=...]`.
 */
import type { FastifyInstance } from 'fastify';

export interface MultipartPart {
  name: string;
  /** Set for a file part (may be ''), null for a plain field. */
  filename: string | null;
  data: Buffer;
}

/** More parts than this is not a form of ours. */
const MAX_PARTS = 10;

/** The boundary of a `multipart/form-data` content type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function headerParam(header: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  return match?.[1] === undefined ? null : match[1].replace(/\\(.)/g, '$1');
}

/** The parts of a body, or null when it is not well-formed multipart with that boundary. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) return null;
  for (;;) {
    const after = start + delimiter.length;
    if (body.subarray(after, after + 2).toString() === '--') return parts;
    if (body.subarray(after, after + 2).toString() !== '\r\n') return null;
    const headersEnd = body.indexOf('\r\n\r\n', after + 2);
    if (headersEnd < 0) return null;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
    if (next < 0) return null;
    const headers = body.subarray(after + 2, headersEnd).toString('utf8');
    const disposition = headers.split('\r\n').find((line) => /^content-disposition:/i.test(line));
    const name = disposition ? headerParam(disposition, 'name') : null;
    if (name === null || disposition === undefined) return null;
    parts.push({
      name,
      filename: headerParam(disposition, 'filename'),
      data: body.subarray(headersEnd + 4, next),
    });
    if (parts.length > MAX_PARTS) return null;
    start = next + 2;
  }
}

/**
 * Registers the Buffer parser for `multipart/form-data` in the calling plugin only (encapsulated);
 * each route sets its own `bodyLimit` (Fastify answers 413 above it before this runs).
 */
export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
}
