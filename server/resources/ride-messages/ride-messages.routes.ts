/**
 * The Komunikacja tab (courses.md §2 ride drawer, §3 Message): `GET api/taxi_course_rides/{id}/messages`
 * and `GET api/kilometer_course_rides/{id}/messages` list what the outbox sent about the ride or its
 * whole course, oldest first. A ride the user may not see answers 404; drivers and passengers, who
 * have no ride drawer, get 403 (the messages carry other people's phones and addresses).
 */
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { rideMessageSchema } from '../../../domain/contract/ride-talk.schema';
import { and, asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { hasAnyRole } from '../../../domain/auth/roles';
import { currentUser } from '../../auth/authenticate';
import { rides } from '../../db/course-schema';
import { outboxMessages, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { hydraList } from '../../http/hydra';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { courseAccess } from '../course-core/course-access';
import { idParams } from '../../http/params';

const params = idParams;
const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');
const nameOf = (user: { firstname: string | null; surname: string | null; username: string }) =>
  [user.firstname, user.surname].filter(Boolean).join(' ') || user.username;

const messagesSchema = hydraCollectionSchema(rideMessageSchema);

export async function rideMessageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [segment, type] of [
    ['taxi_course_rides', 'taxi'],
    ['kilometer_course_rides', 'kilometer'],
  ] as const) {
    const basePath = `/api/${segment}`;
    r.get(
      `${basePath}/:id/messages`,
      { schema: { params, response: { 200: messagesSchema } } },
      async (request) => {
        const user = currentUser(request);
        const [ride] = await app.db
          .select({ courseId: rides.courseId })
          .from(rides)
          .where(and(eq(rides.id, request.params.id), eq(rides.type, type)));
        if (!ride) throw notFound();
        await (await courseAccess(app.db, user)).visible(ride.courseId, type);
        if (hasAnyRole(user, ['ROLE_DRIVER', 'ROLE_PASSENGER'])) throw forbidden();
        const rows = await app.db
          .select({ message: outboxMessages, sender, receiver })
          .from(outboxMessages)
          .leftJoin(sender, eq(sender.id, outboxMessages.createdById))
          .leftJoin(receiver, eq(receiver.id, outboxMessages.recipientUserId))
          .where(
            or(
              and(eq(outboxMessages.relatedType, 'ride'), eq(outboxMessages.relatedId, request.params.id)),
              and(eq(outboxMessages.relatedType, 'course'), eq(outboxMessages.relatedId, ride.courseId)),
            ),
          )
          .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
        const items = rows.map(({ message, sender: from, receiver: to }) => ({
          '@id': `/api/messages/${message.id}`,
          '@type': message.channel === 'sms' ? ('SmsMessage' as const) : ('EmailMessage' as const),
          id: message.id,
          createdAt: message.createdAt.toISOString(),
          createdBy: from ? { id: from.id, name: nameOf(from) } : null,
          recipientUser: to ? { id: to.id, name: nameOf(to) } : null,
          recipient: message.recipient,
          subject: message.subject,
          message: message.body,
          sent: message.status === 'sent',
          status: message.status,
        }));
        // A ride has a handful of messages: the tab shows them all.
        return hydraList(`${basePath}/${request.params.id}/messages`, 'Message', items);
      },
    );
  }
}
