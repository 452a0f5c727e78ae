/**
 * `GET|POST api/calendar_feed`: the caller's own calendar feed (issue 35 part 4, rows 788-793). The URL
 * is in the answer of the POST that made it and nowhere else: only its hash is stored.
 */
import { z } from 'zod';
import { contextShape, hydraItemSchema } from './hydra.schema';

export const calendarFeedSchema = hydraItemSchema.extend({
  ...contextShape,
  '@type': z.literal('CalendarFeed'),
  active: z.boolean(),
  /** When the current link was made, ISO 8601; null without one. */
  createdAt: z.string().nullable(),
  /** The private URL, only right after it was made. */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
