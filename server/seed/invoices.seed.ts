/**
 * Invoice demo data (issue 17, docs/spec-decisions.md row 512): Koleje Mazowieckie's courses executed by
 * Taxi Trans Warszawa and accepted for settlement (`accepted_by_customer`) with their settlement figures,
 * four in the month before the previous one — invoiced by three seeded invoices in different statuses —
 * and six in the previous Polish month, free for `transport` to invoice (the create form's default
 * month). No journey counts on Koleje Mazowieckie's settled courses; the ride numbers are of a long-past
 * month so no number series of today moves (row 139).
 */
import { eq } from 'drizzle-orm';
import { currentMonth, monthRange, previousMonth } from '../../domain/settlement/kilometer-month';
import { createInvoice } from '../resources/invoices/invoices.service';
import { defaultInvoiceItems } from '../../domain/invoices/invoice-defaults';
import type { Db } from '../db/client';
import { invoices } from '../db/invoices-schema';
import {
  type CoursePlan,
  type CourseSeedContext,
  insertCoursePlans,
  loadCourseSeedContext,
  roundTo5Minutes,
  seededRandom,
  settledTaxiCourse,
} from './courses';
import { settleSeededRides } from './settled-rides.seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Koleje Mazowieckie's ride numbers of February 2026: `KM/08xx/02/2026`. */
const numberOf = (index: number) => `KM/${String(850 + index).padStart(4, '0')}/02/2026`;

/** Four rides in the month before last, six in the previous month, in the day. */
function rideTimes(now: Date): number[] {
  const previous = monthRange(previousMonth(currentMonth(now)));
  const before = monthRange(previousMonth(previousMonth(currentMonth(now))));
  if (!previous || !before) return [];
  const at = (from: Date, days: readonly number[]) =>
    days.map((day) => roundTo5Minutes(from.getTime() + day * DAY + 7 * HOUR));
  return [...at(before.from, [2, 6, 11, 17]), ...at(previous.from, [1, 4, 8, 12, 19, 24])];
}

function plans(ctx: CourseSeedContext, now: Date): CoursePlan[] {
  const random = seededRandom(20_261_126);
  const idOf = (name: string) => [...ctx.companyNames].find(([, named]) => named === name)?.[0];
  const km = idOf('Koleje Mazowieckie');
  const taxiTrans = idOf('Taxi Trans Warszawa');
  const dispatcher = ctx.userIds.get('dyspozytor');
  if (km === undefined || taxiTrans === undefined || dispatcher === undefined) return [];
  const places = ctx.places.filter((place) => place.companyId === null || place.companyId === km);
  const crew = (ctx.passengersOf.get(km) ?? []).slice(0, 2).map((person) => person.passengerId);
  const drivers = (ctx.driversOf.get(taxiTrans) ?? []).slice(0, 2);
  return rideTimes(now).map((start, index) =>
    settledTaxiCourse({
      ctx,
      random,
      now: now.getTime(),
      companyId: km,
      contractorId: taxiTrans,
      subcontractorId: null,
      driver: drivers[index % Math.max(drivers.length, 1)] ?? null,
      createdById: dispatcher,
      number: numberOf(index),
      start,
      places,
      crew,
    }),
  );
}

/** The seeded invoices: [courses (indexes), status, issue day offset in the month after them]. */
const INVOICES: readonly [readonly number[], 1 | 2 | 4, number][] = [
  [[0, 1], 4, 1],
  [[2], 2, 3],
  [[3], 1, 5],
];

/** Call after the demo courses (the companies' stakes, the courses' planners). */
export async function seedInvoicesDemo(db: Db, now: Date = new Date()): Promise<void> {
  const ctx = await loadCourseSeedContext(db);
  await insertCoursePlans(db, plans(ctx, now));
  const numbers = rideTimes(now).map((_, index) => numberOf(index));
  const settled = await settleSeededRides(db, numbers, (ride, index) => ({
    distance: Math.round(ride.distanceSum ?? 0) + 12,
    waitingHundredthsOfHour: index % 2 === 0 ? 50 + 25 * index : null,
    highwayCost: index % 3 === 0 ? 1800 + 50 * index : null,
    comment: null,
  }));
  const rows = settled.map(({ ride }) => ride);
  const figures = settled.map((entry) => entry.figures);
  const transport = ctx.userIds.get('transport');
  const first = rows[0];
  if (transport === undefined || !first?.contractorId) return;
  const user = {
    id: transport,
    username: 'transport',
    roles: ['ROLE_DEFAULT' as const, 'ROLE_TRANSPORT_COMPANY' as const, 'ROLE_INVOICE' as const],
    companyId: first.contractorId,
    impersonator: null,
  };
  const month = currentMonth(now);
  const issueMonth = previousMonth(month);
  const stakes = { kilometerStake: 295, waitStake: 4000 };
  for (const [picked, status, day] of INVOICES) {
    const issueDate = `${issueMonth}-${String(day).padStart(2, '0')}`;
    const id = await createInvoice(db, user, {
      seller: first.contractorId,
      buyer: first.companyId,
      place: 'Warszawa',
      issueDate,
      sellDate: issueDate,
      paymentTo: `${issueMonth}-${String(day + 14).padStart(2, '0')}`,
      ...stakes,
      status: status === 1 ? 1 : 2,
      invoiceItems: defaultInvoiceItems(
        picked.map((index) => figures[index]!),
        stakes,
      ).map((line) => ({
        name: line.name,
        quantityUnit: line.unit,
        tax: line.taxRate,
        price: line.unitPriceNet,
        quantity: line.quantityMilli,
      })),
      courses: picked.map((index) => rows[index]!.courseId),
    });
    if (status === 4) await db.update(invoices).set({ status }).where(eq(invoices.id, id));
  }
}
