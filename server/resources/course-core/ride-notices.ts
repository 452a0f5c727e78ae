/**
 * Messages about a ride put into the outbox in the transaction of the change (docs/spec-decisions.md
 * row 35): cancel and restore tell the executing transport company and the driver; a refusal or a
 * missed acceptance deadline tells the dispatcher who ordered the course (and the executor; a driver's
 * refusal too, row 96).
 */
import { and, eq } from 'drizzle-orm';
import { acceptingCompanyId } from '../../../domain/rides/ride-relations';
import { rideNotice } from '../../../domain/rides/ride-messages';
import type { RideNoticeKind } from '../../../domain/rides/ride-messages';
import { companies, userPhones, users } from '../../db/schema';
import type { Tx } from '../../db/client';
import { enqueueMessage } from '../../outbox/enqueue';
import type { OutboxMessageInput } from '../../outbox/enqueue';
import type { LockedCourse } from './ride-lock.repository';
import { courseUrl, transportUsersOf } from '../../push/course-pushes';
import { enqueuePush } from '../../push/enqueue-push';
import { escapeHtml } from '../../outbox/escape-html';

type Audience = 'executor' | 'driver' | 'creator';
const AUDIENCES: Readonly<Record<RideNoticeKind, readonly Audience[]>> = {
  cancelled: ['executor', 'driver'],
  cancelled_during_realization: ['executor', 'driver'],
  restored: ['executor', 'driver'],
  declined_by_transport_company: ['creator'],
  // The transport company must find another driver; the dispatcher must know the ride is uncovered.
  declined_by_driver: ['creator', 'executor'],
  not_accepted_by_transport_company: ['creator', 'executor'],
  not_accepted_by_driver: ['creator', 'executor'],
  // §2 transfer modal: 'Informacja o zmianach zostanie wysłana do wykonawcy i/lub kierowcy.'
  transferred: ['executor', 'driver'],
  transferred_in: ['executor', 'driver'],
  // Issue 31: the driver's plan and the transport company's changed under them.
  stops_changed: ['executor', 'driver'],
};

async function userContact(tx: Tx, userId: number) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [phone] = await tx
    .select({ phone: userPhones.phone })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), eq(userPhones.main, true)));
  return { email: user?.email ?? null, phone: phone?.phone ?? null };
}

/**
 * Enqueues the notice of `kind` about each ride; returns how many messages were written. A recipient
 * in `told` (`channel:address`) is skipped and each new one is added, so a company or a driver on
 * both sides of a move gets one message.
 */
export async function enqueueRideNotices(
  tx: Tx,
  locked: LockedCourse,
  rideList: readonly { id: number; number: string }[],
  kind: RideNoticeKind,
  createdById: number | null,
  told: Set<string> = new Set(),
  /** What the one who acted wrote with it (the reason of 'odrzuć', row 646). */
  reason: string | null = null,
): Promise<number> {
  const audience = AUDIENCES[kind];
  const { course } = locked;
  const recipients: Omit<OutboxMessageInput, 'body' | 'subject' | 'relatedId'>[] = [];
  const executorId = acceptingCompanyId(course);
  if (audience.includes('executor') && executorId !== null) {
    const [company] = await tx
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.id, executorId));
    if (company?.email) recipients.push({ channel: 'email', recipient: company.email });
  }
  if (audience.includes('driver') && course.driverId !== null) {
    const contact = await userContact(tx, course.driverId);
    if (locked.contractorSmsNotification && contact.phone)
      recipients.push({ channel: 'sms', recipient: contact.phone, recipientUserId: course.driverId });
    else if (contact.email)
      recipients.push({ channel: 'email', recipient: contact.email, recipientUserId: course.driverId });
  }
  if (audience.includes('creator') && course.createdById !== null) {
    const contact = await userContact(tx, course.createdById);
    if (contact.email)
      recipients.push({ channel: 'email', recipient: contact.email, recipientUserId: course.createdById });
  }
  const fresh = recipients.filter((recipient) => {
    const key = `${recipient.channel}:${recipient.recipient}`;
    if (told.has(key)) return false;
    told.add(key);
    return true;
  });
  for (const ride of rideList) {
    const notice = rideNotice(kind, ride.number, reason);
    for (const recipient of fresh) {
      await enqueueMessage(tx, {
        ...recipient,
        subject: notice.subject,
        body: recipient.channel === 'sms' ? notice.text : `<p>${escapeHtml(notice.text)}</p>`,
        relatedType: 'ride',
        relatedId: ride.id,
        createdById,
      });
    }
  }
  const pushed = await pushRideNotices(tx, locked, rideList, kind, createdById, told, reason);
  return rideList.length * fresh.length + pushed;
}

/**
 * The same audience by push (ADR 021, docs/spec-decisions.md row 565): the executor's transport
 * users, the driver, the ordering dispatcher; `told` keeps one notice per person across a move.
 */
async function pushRideNotices(
  tx: Tx,
  locked: LockedCourse,
  rideList: readonly { id: number; number: string }[],
  kind: RideNoticeKind,
  createdById: number | null,
  told: Set<string>,
  reason: string | null,
): Promise<number> {
  const audience = AUDIENCES[kind];
  const { course } = locked;
  const executorId = acceptingCompanyId(course);
  const userIds = [
    ...(audience.includes('executor') && executorId !== null ? await transportUsersOf(tx, executorId) : []),
    ...(audience.includes('driver') && course.driverId !== null ? [course.driverId] : []),
    ...(audience.includes('creator') && course.createdById !== null ? [course.createdById] : []),
  ].filter((id) => {
    if (told.has(`push:${id}`)) return false;
    told.add(`push:${id}`);
    return true;
  });
  let written = 0;
  for (const ride of rideList) {
    const notice = rideNotice(kind, ride.number, reason);
    written += await enqueuePush(
      tx,
      userIds,
      {
        title: notice.subject,
        body: notice.text,
        url: courseUrl(course.id, ride.id),
        tag: `ride-${ride.id}`,
      },
      { authorId: createdById },
    );
  }
  return written;
}
