/** Response schemas of answers that carry no JSON of the contract. */
import { z } from 'zod';

/** 204: nothing is sent. */
export const noContent = z.null().describe('Brak treści');

/** A file or a stream, sent as it is (never serialized): `binary('text/event-stream')`. */
export const binary = (mediaType: string) =>
  z
    .custom<Buffer | string>((value) => Buffer.isBuffer(value) || typeof value === 'string')
    .meta({ type: 'string', format: 'binary', contentMediaType: mediaType });
