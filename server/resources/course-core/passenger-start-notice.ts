/**
 * The passenger's notice of the start (issue 35: the tracking link 'in the SMS/e-mail they already
 * receive'; row 827). Passengers received no ride message before, so this is the one: when the driver
 * starts the course, each passenger of its open rides gets their own tracking link, by SMS to their
 * main phone, else by e-mail, once per passenger per course (the start is written once:
 * `startCourse` changes nothing when the course is already started).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isOpenRideStatus } from '../../../domain/rides/ride-effects';
import type { Tx } from '../../db/client';
import { segmentEmployees, segments } from '../../db/course-schema';
import { passengers, userPhones, users } from '../../db/schema';
import { enqueueMessage } from '../../outbox/enqueue';
import { escapeHtml } from '../../outbox/escape-html';
import type { LockedCourse } from './ride-lock.repository';
import { trackingPath, trackingToken } from './tracking-tokens';

/** Outbox rows of this notice: about the passenger's own link, so not in the ride's 'Komunikacja'. */
export const START_NOTICE_TYPE = 'ride_tracking';

export interface TrackingLinks {
  publicUrl: string;
  secret: string;
}

/** 'Kursownik: kierowca Jan wyruszył (przejazd 12/2026). Gdzie jest samochód: https://…/sledzenie/…' */
export const startNoticeText = (driver: string, number: string, link: string) =>
  `Kursownik: kierowca ${driver} wyruszył (przejazd ${number}). Gdzie jest samochód: ${link}`;

export async function notifyPassengersOfStart(tx: Tx, locked: LockedCourse, links: TrackingLinks) {
  const open = locked.rides.filter((ride) => isOpenRideStatus(ride.status));
  if (locked.course.type !== 'taxi' || locked.course.driverId === null || open.length === 0) return;
  const [driver] = await tx
    .select({ firstname: users.firstname })
    .from(users)
    .where(eq(users.id, locked.course.driverId));
  const driverName = driver?.firstname ?? '';
  const riders = await tx
    .select({
      rideId: segments.rideId,
      passengerId: passengers.id,
      userId: users.id,
      email: users.email,
      phone: userPhones.phone,
    })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId))
    .innerJoin(users, eq(users.id, passengers.userId))
    .leftJoin(userPhones, and(eq(userPhones.userId, users.id), eq(userPhones.main, true)))
    .where(
      inArray(
        segments.rideId,
        open.map((ride) => ride.id),
      ),
    )
    .orderBy(asc(segments.position), asc(segments.id));
  const order = new Map(open.map((ride, index) => [ride.id, index]));
  // A passenger on two rides of the course gets the link of the first they ride on.
  riders.sort((a, b) => (order.get(a.rideId) ?? 0) - (order.get(b.rideId) ?? 0));
  const told = new Set<number>();
  for (const rider of riders) {
    if (told.has(rider.passengerId)) continue;
    told.add(rider.passengerId);
    const recipient = rider.phone
      ? { channel: 'sms' as const, to: rider.phone }
      : { channel: 'email' as const, to: rider.email };
    if (!recipient.to) continue;
    const number = open.find((ride) => ride.id === rider.rideId)?.number ?? '';
    const link = `${links.publicUrl}${trackingPath(trackingToken(links.secret, rider.rideId, rider.passengerId))}`;
    const text = startNoticeText(driverName, number, link);
    await enqueueMessage(tx, {
      channel: recipient.channel,
      recipient: recipient.to,
      recipientUserId: rider.userId,
      subject: `Kierowca wyruszył: przejazd ${number}`,
      body:
        recipient.channel === 'sms'
          ? text
          : `<p>Kierowca ${escapeHtml(driverName)} wyruszył (przejazd ${escapeHtml(number)}).</p><p><a href="${link}">Gdzie jest samochód?</a></p>`,
      relatedType: START_NOTICE_TYPE,
      relatedId: rider.rideId,
    });
  }
}
