/**
 * The message a driver gets when a course is given to them (courses.md §4 "messages to the executor
 * and driver"): the ride numbers, the first stop time and the link `/kurs/:token`. By SMS when the
 * contractor has SMS notifications for employees and the driver has a phone, else by e-mail.
 */
import { and, asc, eq } from 'drizzle-orm';
import { courses, rides } from '../../db/course-schema';
import { companies, userPhones, users } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { enqueueMessage } from '../../outbox/enqueue';
import { driverLinkUrl, issueDriverLink } from './driver-links';

const warsawTime = (at: Date) =>
  at.toLocaleString('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export interface DriverNoticeRoute {
  channel: 'sms' | 'email';
  recipient: string;
}

/**
 * Where a course's message reaches its driver: the main phone by SMS when the contractor sends its
 * employees SMS, else the e-mail; null when neither, and then the driver cannot be assigned (row 637).
 */
export async function driverNoticeRoute(
  tx: Tx | Db,
  driverId: number,
  contractorId: number | null,
): Promise<DriverNoticeRoute | null> {
  const [driver] = await tx.select({ email: users.email }).from(users).where(eq(users.id, driverId));
  const [phone] = await tx
    .select({ phone: userPhones.phone })
    .from(userPhones)
    .where(and(eq(userPhones.userId, driverId), eq(userPhones.main, true)));
  const [contractor] =
    contractorId === null
      ? []
      : await tx
          .select({ sms: companies.courseEmployeeSmsNotification })
          .from(companies)
          .where(eq(companies.id, contractorId));
  if (contractor?.sms && phone?.phone) return { channel: 'sms', recipient: phone.phone };
  if (driver?.email) return { channel: 'email', recipient: driver.email };
  return null;
}

/** Issues a link for the course's driver and queues the message; nothing when it has no driver. */
export async function notifyAssignedDriver(
  tx: Tx,
  courseId: number,
  publicUrl: string,
  createdById: number | null,
): Promise<boolean> {
  const [course] = await tx
    .select({ driverId: courses.driverId, contractorId: courses.contractorId, type: courses.type })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || course.driverId === null || course.type !== 'taxi') return false;
  const driverId = course.driverId;
  const rideRows = await tx
    .select({ id: rides.id, number: rides.number, startsAt: rides.startsAt })
    .from(rides)
    .where(eq(rides.courseId, courseId))
    .orderBy(asc(rides.startsAt), asc(rides.id));
  const [first] = rideRows;
  if (!first) return false;
  const route = await driverNoticeRoute(tx, driverId, course.contractorId);
  if (!route) return false;
  const bySms = route.channel === 'sms';

  const link = driverLinkUrl(publicUrl, await issueDriverLink(tx, courseId, driverId));
  const numbers = rideRows.map((ride) => ride.number).join(' + ');
  const when = first.startsAt ? ` od ${warsawTime(first.startsAt)}` : '';
  const text = `Kursownik: przydzielono Ci kurs ${numbers}${when}. Potwierdź i prowadź kurs: ${link}`;
  await enqueueMessage(tx, {
    channel: route.channel,
    recipient: route.recipient,
    recipientUserId: driverId,
    subject: `Nowy kurs ${numbers}`,
    body: bySms
      ? text
      : `<p>Przydzielono Ci kurs ${numbers}${when}.</p><p><a href="${link}">Potwierdź i prowadź kurs</a></p>`,
    // About the whole course (all its rides), not one ride.
    relatedType: 'course',
    relatedId: courseId,
    createdById,
  });
  return true;
}
