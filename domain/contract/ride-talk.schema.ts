/** What is said about a ride: comments, ratings and the messages the outbox sent (courses.md §3). */
import { z } from 'zod';
import { hydraItemSchema, contextShape } from './hydra.schema';
import { COMMENT_AUTHOR_KINDS } from '../courses/ride-comments';
import { personRefSchema } from './course.schema';

export const rideCommentSchema = hydraItemSchema.extend({
  '@type': z.literal('RideComment'),
  id: z.number(),
  ride: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: personRefSchema.extend({ kind: z.enum(COMMENT_AUTHOR_KINDS) }),
});
export const rideCommentItemSchema = rideCommentSchema.extend(contextShape);

export const rideRatingSchema = hydraItemSchema.extend({
  '@type': z.literal('TaxiCourseRideRating'),
  id: z.number(),
  ride: z.string(),
  mark: z.number(),
  comment: z.string().nullable(),
  waitingTime: z.number().nullable(),
  extremeWaiting: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number() }),
});
export const rideRatingItemSchema = rideRatingSchema.extend(contextShape);

export const rideMessageSchema = hydraItemSchema.extend({
  '@type': z.enum(['SmsMessage', 'EmailMessage']),
  id: z.number(),
  createdAt: z.string(),
  createdBy: personRefSchema.nullable(),
  recipientUser: personRefSchema.nullable(),
  recipient: z.string(),
  subject: z.string(),
  message: z.string(),
  sent: z.boolean(),
  status: z.string(),
});

export type RideComment = z.output<typeof rideCommentSchema>;
export type RideRating = z.output<typeof rideRatingSchema>;
export type RideMessage = z.output<typeof rideMessageSchema>;
