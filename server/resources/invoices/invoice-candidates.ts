/**
 * The courses a seller may invoice to a buyer for a month (docs/spec-decisions.md row 501): the buyer's
 * courses the seller executes as contractor, whose taxi rides the buyer accepted for settlement
 * (`accepted_by_customer`, `APPROVED_RIDE_STATUSES`, row 441) — every ride of the course accepted or
 * cancelled, the first accepted ride starting in the month, Polish time — and that no invoice other than
 * a cancelled one holds. Their figures are the rides' settlement figures (`ride_settlements`).
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { APPROVED_RIDE_STATUSES } from '../../../domain/finance/finance-rules';
import { monthRange } from '../../../domain/settlement/kilometer-month';
import { sumFigure, type SettlementFigures } from '../../../domain/settlement/settlement-totals';
import { warsawDay } from '../../../domain/warsaw-time';
import type { Db } from '../../db/client';
import { courses, rides } from '../../db/course-schema';
import { invoiceCourses } from '../../db/invoices-schema';
import { rideBills } from '../settlement/settlement.repository';

const CANCELLED = ['cancelled', 'cancelled_during_realization'];
const FINAL = [...APPROVED_RIDE_STATUSES, ...CANCELLED] as string[];

export interface CandidateCourse extends SettlementFigures {
  courseId: number;
  /** The accepted rides' numbers, in order. */
  rideNumbers: string[];
  /** First accepted ride's day, Polish calendar. */
  day: string;
}

/** The accepted rides' figures of each course, summed with the settlement's adder. */
export async function settledFigures(db: Db, courseIds: readonly number[]): Promise<CandidateCourse[]> {
  if (courseIds.length === 0) return [];
  const all = await db
    .select({
      id: rides.id,
      courseId: rides.courseId,
      number: rides.number,
      status: rides.status,
      startsAt: rides.startsAt,
    })
    .from(rides)
    .where(and(eq(rides.type, 'taxi'), inArray(rides.courseId, [...courseIds])))
    .orderBy(asc(rides.startsAt), asc(rides.id));
  const accepted = all.filter((ride) => (APPROVED_RIDE_STATUSES as readonly string[]).includes(ride.status));
  const bills = await rideBills(
    db,
    accepted.map((ride) => ride.id),
  );
  return courseIds.flatMap((courseId) => {
    const own = accepted.filter((ride) => ride.courseId === courseId);
    const first = own.find((ride) => ride.startsAt !== null);
    if (!first?.startsAt) return [];
    const figures = own.map((ride) => bills.get(ride.id) ?? null);
    const pick = (key: keyof SettlementFigures) => sumFigure(figures.map((bill) => bill?.[key] ?? null));
    return [
      {
        courseId,
        rideNumbers: own.map((ride) => ride.number),
        day: warsawDay(first.startsAt),
        distance: pick('distance'),
        waitingHundredthsOfHour: pick('waitingHundredthsOfHour'),
        highwayCost: pick('highwayCost'),
      },
    ];
  });
}

/** The invoicable courses of `buyer` executed by `seller`, with their first day in `month` (YYYY-MM). */
export async function candidateCourses(
  db: Db,
  sellerId: number,
  buyerId: number,
  month: string,
): Promise<CandidateCourse[]> {
  const range = monthRange(month);
  if (!range) return [];
  const touched = await db
    .selectDistinct({ courseId: rides.courseId })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(
      and(
        eq(courses.companyId, buyerId),
        eq(courses.contractorId, sellerId),
        eq(rides.type, 'taxi'),
        inArray(rides.status, [...APPROVED_RIDE_STATUSES]),
        gte(rides.startsAt, range.from),
        lt(rides.startsAt, range.until),
      ),
    );
  const ids = touched.map((row) => row.courseId);
  return (await settledCourses(db, ids)).filter(
    (course) => course.day >= warsawDay(range.from) && course.day < warsawDay(range.until),
  );
}

/**
 * Of the courses, those fully settled (every taxi ride accepted by the railway company or cancelled)
 * and held by no active invoice, with their figures; the create re-checks its picks through this.
 */
export async function settledCourses(db: Db, courseIds: readonly number[]): Promise<CandidateCourse[]> {
  if (courseIds.length === 0) return [];
  const statuses = await db
    .select({ courseId: rides.courseId, status: rides.status })
    .from(rides)
    .where(and(eq(rides.type, 'taxi'), inArray(rides.courseId, [...courseIds])));
  const held = await db
    .select({ courseId: invoiceCourses.courseId })
    .from(invoiceCourses)
    .where(and(eq(invoiceCourses.active, true), inArray(invoiceCourses.courseId, [...courseIds])));
  const heldIds = new Set(held.map((row) => row.courseId));
  const open = new Set(statuses.filter((row) => !FINAL.includes(row.status)).map((row) => row.courseId));
  const ready = courseIds.filter((id) => !heldIds.has(id) && !open.has(id));
  return settledFigures(db, ready);
}
