/**
 * Demo courses for the demo data of `seedDemo`: about 40 taxi courses spread from 3 days ago to 5 days
 * ahead, in every list column, plus 3 kilometer courses of the demo passenger. Deterministic: the same
 * database and `now` give the same courses (a seeded PRNG, never Math.random).
 */
import { companyShortCode } from '../../domain/courses/ride-number';
import { and, eq, inArray } from 'drizzle-orm';
import { haversineKm } from '../../domain/courses/geo';
import type { RideStatus } from '../../domain/courses/ride-status';
import type { Db } from '../db/client';
import {
  courses,
  rides,
  segmentEmployees,
  segmentLocomotives,
  segments,
  waypoints,
} from '../db/course-schema';
import {
  companies,
  companyContractors,
  drivers,
  locomotives,
  passengers,
  places,
  startingBases,
  userPhones,
  users,
} from '../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TAXI_COURSES = 40;
/** Road distance is longer than the straight line; the demo has no map service to ask. */
const ROAD_FACTOR = 1.3;
const SPEED_KMH = 60;
const MAX_LEG_KM = 80;

/** mulberry32: small, fast and good enough for demo data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Demo courses: nothing to pick from');
  return item;
}
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
}
export const roundTo5Minutes = (ms: number) => Math.ceil(ms / (5 * MINUTE)) * 5 * MINUTE;

interface SeedPlace {
  id: number;
  type: string;
  companyId: number | null;
  latitude: number;
  longitude: number;
}
interface SeedPerson {
  userId: number;
  phone: string | null;
}

/** The demo rows courses are built from, looked up by natural keys. */
export interface CourseSeedContext {
  companyNames: ReadonlyMap<number, string>;
  userIds: ReadonlyMap<string, number>;
  /** Railway company id -> its transport contractors. */
  contractorsOf: ReadonlyMap<number, readonly number[]>;
  /** Transport company id -> its subcontractors. */
  subcontractorsOf: ReadonlyMap<number, readonly number[]>;
  driversOf: ReadonlyMap<number, readonly SeedPerson[]>;
  basesOf: ReadonlyMap<number, readonly number[]>;
  /** Railway company id -> passenger ids with their user ids. */
  passengersOf: ReadonlyMap<number, readonly { passengerId: number; userId: number }[]>;
  locomotivesOf: ReadonlyMap<number, readonly number[]>;
  places: readonly SeedPlace[];
  homeOf: ReadonlyMap<number, SeedPlace>;
}

export interface WaypointPlan {
  placeId: number;
  time: Date;
  achievedAtByDriver: Date | null;
}
export interface SegmentPlan {
  distance: number;
  time: number;
  passengerIds: number[];
  locomotiveIds: number[];
}
export interface RidePlan {
  number: string;
  status: RideStatus;
  startsAt: Date;
  driverHasToAcceptAt: Date | null;
  fromStartingBaseId: number | null;
  distanceSum: number;
  waypoints: WaypointPlan[];
  segments: SegmentPlan[];
}
export interface CoursePlan {
  type: 'taxi' | 'kilometer';
  companyId: number;
  contractorId: number | null;
  subcontractorId: number | null;
  driverId: number | null;
  driverPhoneNumber: string | null;
  driverStartAt: Date | null;
  driverEndAt: Date | null;
  driverDistance: number | null;
  /** The driver's report figures (the finance demo fills them; hundredths for the fee). */
  driverWaitingHours?: number | null;
  driverHighwayCost?: number | null;
  createdById: number;
  createdAt: Date;
  /** The series the course belongs to ('Powtarzaj', course-series.seed.ts); none by default. */
  seriesId?: number | null;
  rides: RidePlan[];
}

const group = <K, V>(rows: readonly (readonly [K, V])[]) => {
  const map = new Map<K, V[]>();
  for (const [key, value] of rows) map.set(key, [...(map.get(key) ?? []), value]);
  return map;
};
const located = <T extends { latitude: number | null; longitude: number | null }>(
  row: T,
): row is T & { latitude: number; longitude: number } => row.latitude !== null && row.longitude !== null;

/** Reads what `seedDemo` created. */
export async function loadCourseSeedContext(db: Db): Promise<CourseSeedContext> {
  const companyRows = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const userRows = await db.select({ id: users.id, username: users.username }).from(users);
  const links = await db.select().from(companyContractors);
  const phones = await db
    .select({ userId: userPhones.userId, phone: userPhones.phone })
    .from(userPhones)
    .where(eq(userPhones.main, true));
  const phoneOf = new Map(phones.map((row) => [row.userId, row.phone]));
  const driverRows = await db.select().from(drivers);
  const baseRows = await db
    .select({ id: startingBases.id, companyId: startingBases.companyId })
    .from(startingBases);
  const passengerRows = await db.select().from(passengers);
  const locomotiveRows = await db.select().from(locomotives);
  const placeRows = await db
    .select()
    .from(places)
    .where(and(eq(places.isActive, true), inArray(places.type, ['place', 'hotel', 'workplace', 'home'])));
  const seedPlaces = placeRows.filter(located);
  const link = (of: string) => links.filter((row) => row.contractorOf === of);
  return {
    companyNames: new Map(companyRows.map((row) => [row.id, row.name])),
    userIds: new Map(userRows.map((row) => [row.username, row.id])),
    contractorsOf: group(link('railway_company').map((row) => [row.companyId, row.contractorId] as const)),
    subcontractorsOf: group(
      link('transport_company').map((row) => [row.companyId, row.contractorId] as const),
    ),
    driversOf: group(
      driverRows.flatMap((row) =>
        row.transportCompanyId === null
          ? []
          : [
              [
                row.transportCompanyId,
                { userId: row.userId, phone: phoneOf.get(row.userId) ?? null },
              ] as const,
            ],
      ),
    ),
    basesOf: group(
      baseRows.flatMap((row) => (row.companyId === null ? [] : [[row.companyId, row.id] as const])),
    ),
    passengersOf: group(
      passengerRows.flatMap((row) =>
        row.employerId === null
          ? []
          : [[row.employerId, { passengerId: row.id, userId: row.userId }] as const],
      ),
    ),
    locomotivesOf: group(
      locomotiveRows.flatMap((row) => (row.companyId === null ? [] : [[row.companyId, row.id] as const])),
    ),
    places: seedPlaces.filter((place) => place.type !== 'home'),
    homeOf: new Map(
      seedPlaces.flatMap((place) =>
        place.type === 'home' && place.userId !== null ? [[place.userId, place]] : [],
      ),
    ),
  };
}

/** Creates the demo courses; call after `seedDemo`. */
export async function seedDemoCourses(db: Db, now: Date = new Date()): Promise<void> {
  const plans = planDemoCourses(await loadCourseSeedContext(db), now);
  await insertCoursePlans(db, plans);
  // Imported late: the settlement seed builds on this file's planners.
  const { seedDemoSettlement } = await import('./settlement.seed');
  await seedDemoSettlement(db, now);
}

// ---------------------------------------------------------------------------------------------------------
// Planning (pure)

type Phase = 'past' | 'current' | 'future';
const PAST_STATUSES: readonly RideStatus[] = [
  'finished',
  'accepted_by_contractor',
  'accepted_by_customer',
  'finished',
  'accepted_by_contractor',
  'tcr_inconsistency',
];
const FUTURE_STATUSES: readonly RideStatus[] = [
  'waiting_for_transport_company_acceptance',
  'accepted_by_transport_company',
  'waiting_for_driver_acceptance',
  'accepted_by_driver',
  'planning',
  'accepted_by_transport_company',
  'declined_by_transport_company',
];
/** Statuses after which a driver is assigned. */
const WITH_DRIVER: readonly RideStatus[] = [
  'waiting_for_driver_acceptance',
  'accepted_by_driver',
  'finished',
  'accepted_by_contractor',
  'accepted_by_customer',
  'tcr_inconsistency',
];

const idOf = (ids: ReadonlyMap<string, number>, key: string) => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo courses need ${key}; run seedDemo first`);
  return id;
};

/** Up to `count` places near a random anchor: crews are driven between nearby stations, depots and hotels. */
export function route(
  random: Random,
  pool: readonly SeedPlace[],
  count: number,
  start?: SeedPlace,
): SeedPlace[] {
  const own = pool.filter((place) => place.companyId !== null);
  const anchor = start ?? pick(random, own.length > 0 && random() < 0.5 ? own : pool);
  const chosen = [anchor];
  while (chosen.length < count) {
    const last = chosen[chosen.length - 1] ?? anchor;
    const nearest = pool
      .filter((place) => !chosen.includes(place))
      .sort((a, b) => haversineKm(last, a) - haversineKm(last, b))
      .slice(0, 3);
    const next = nearest.length > 0 ? pick(random, nearest) : undefined;
    // A taxi leg rarely goes past the next big city: stop rather than cross the country.
    if (!next || (chosen.length >= 2 && haversineKm(last, next) > MAX_LEG_KM)) break;
    chosen.push(next);
  }
  return chosen;
}

interface RideInput {
  random: Random;
  number: string;
  status: RideStatus;
  start: number;
  stops: readonly SeedPlace[];
  crew: readonly number[];
  locomotiveIds: readonly number[];
  baseId: number | null;
  now: number;
  driverStarted: boolean;
}

export function planRide(input: RideInput): RidePlan {
  const { random, stops, crew, now } = input;
  const waypointPlans: WaypointPlan[] = [];
  const segmentPlans: SegmentPlan[] = [];
  let time = input.start;
  stops.forEach((place, index) => {
    const previous = stops[index - 1];
    if (previous) {
      const distance = Math.round(haversineKm(previous, place) * ROAD_FACTOR * 10) / 10;
      const seconds = Math.round((distance / SPEED_KMH) * 3600);
      const lastLeg = index === stops.length - 1;
      segmentPlans.push({
        distance,
        time: seconds,
        passengerIds: lastLeg && crew.length > 1 && stops.length > 3 ? crew.slice(1) : [...crew],
        locomotiveIds: [...input.locomotiveIds],
      });
      time = roundTo5Minutes(time + seconds * 1000 + between(random, 5, 25) * MINUTE);
    }
    const reached = input.driverStarted && time <= now;
    waypointPlans.push({
      placeId: place.id,
      time: new Date(time),
      achievedAtByDriver: reached ? new Date(Math.min(now, time + between(random, -3, 8) * MINUTE)) : null,
    });
  });
  return {
    number: input.number,
    status: input.status,
    startsAt: new Date(input.start),
    driverHasToAcceptAt:
      input.status === 'waiting_for_driver_acceptance'
        ? new Date(Math.max(now, input.start - 2 * HOUR))
        : null,
    fromStartingBaseId: input.baseId,
    distanceSum: Math.round(segmentPlans.reduce((sum, segment) => sum + segment.distance, 0) * 10) / 10,
    waypoints: waypointPlans,
    segments: segmentPlans,
  };
}

function rideNumbers(ctx: CourseSeedContext) {
  const counters = new Map<number, number>();
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
  });
  return (companyId: number, startsAt: number) => {
    const next = (counters.get(companyId) ?? 11) + 1;
    counters.set(companyId, next);
    const [year, mm] = month.format(new Date(startsAt)).split('-');
    // One series per company: the code new courses get too (domain/courses/ride-number.ts).
    const prefix = companyShortCode(ctx.companyNames.get(companyId) ?? '');
    return `${prefix}/${String(next).padStart(4, '0')}/${mm}/${year}`;
  };
}

/** Hours from now of each taxi course's first stop: spread over -72 h..+120 h, three of them under way. */
function startOffsets(random: Random): number[] {
  const spread = Array.from({ length: TAXI_COURSES - 3 }, (_, index) => {
    const hours = -72 + (index * 192) / (TAXI_COURSES - 3) + random() * 3;
    return Math.abs(hours) < 3 ? hours + 6 : hours;
  });
  return [...spread, -2.5, -1.25, -0.5];
}

/** The demo courses for `ctx`, as plain data; `now` only shifts their times. */
export function planDemoCourses(ctx: CourseSeedContext, now: Date): CoursePlan[] {
  const random = seededRandom(20_261_112);
  const base = roundTo5Minutes(now.getTime());
  const numberFor = rideNumbers(ctx);
  const user = (username: string) => idOf(ctx.userIds, username);
  const companyIdOf = (name: string) => {
    const entry = [...ctx.companyNames].find(([, companyName]) => companyName === name);
    if (!entry) throw new Error(`Demo courses need the company ${name}; run seedDemo first`);
    return entry[0];
  };
  const intercity = companyIdOf('PKP Intercity');
  const taxiTrans = companyIdOf('Taxi Trans Warszawa');
  const railway = [...ctx.contractorsOf.keys()].sort((a, b) => a - b);
  const plans: CoursePlan[] = [];

  startOffsets(random).forEach((offset, index) => {
    const companyId = index % 5 === 0 || index % 5 === 3 ? intercity : pick(random, railway);
    const contractors = ctx.contractorsOf.get(companyId) ?? [];
    // The demo transport login (Taxi Trans) gets most of the Intercity work.
    const contractorId =
      companyId === intercity && random() < 0.6 && contractors.includes(taxiTrans)
        ? taxiTrans
        : pick(random, contractors);
    const subcontractors = ctx.subcontractorsOf.get(contractorId) ?? [];
    const subcontractorId = subcontractors.length > 0 && random() < 0.3 ? pick(random, subcontractors) : null;
    const executor = subcontractorId ?? contractorId;
    const crewPool = ctx.passengersOf.get(companyId) ?? [];
    const crew = sample(random, crewPool, between(random, 1, 3));
    const demoPassenger = crewPool.find((person) => person.userId === user('pasazer'));
    if (demoPassenger && index % 2 === 0 && !crew.includes(demoPassenger)) crew[0] = demoPassenger;
    const companyPlaces = ctx.places.filter(
      (place) => place.companyId === null || place.companyId === companyId,
    );
    const driverPool = ctx.driversOf.get(executor) ?? [];
    const demoDriver = driverPool.find((driver) => driver.userId === user('kierowca'));
    const driver =
      demoDriver && random() < 0.6 ? demoDriver : driverPool.length > 0 ? pick(random, driverPool) : null;
    const baseId = pick(random, ctx.basesOf.get(executor) ?? [null]);
    const locomotiveIds = sample(random, ctx.locomotivesOf.get(companyId) ?? [], between(random, 0, 2));
    const cancelled = index === 30;

    let start = base + Math.round(offset * 4) * 15 * MINUTE;
    const ridePlans: RidePlan[] = [];
    const rideCount = index % 6 === 1 ? 2 : 1;
    for (let position = 0; position < rideCount; position += 1) {
      const stops = route(random, companyPlaces, between(random, 2, 4));
      const phase: Phase = start > now.getTime() ? 'future' : offset > -3 ? 'current' : 'past';
      const status: RideStatus = cancelled
        ? 'cancelled'
        : phase === 'past'
          ? pick(random, PAST_STATUSES)
          : phase === 'current'
            ? 'accepted_by_driver'
            : pick(random, FUTURE_STATUSES);
      const ride = planRide({
        random,
        number: numberFor(companyId, start),
        status,
        start,
        stops,
        crew: crew.map((person) => person.passengerId),
        locomotiveIds,
        baseId: status === 'planning' ? null : baseId,
        now: now.getTime(),
        driverStarted: phase !== 'future' && WITH_DRIVER.includes(status),
      });
      ridePlans.push(ride);
      const end = ride.waypoints[ride.waypoints.length - 1]?.time.getTime() ?? start;
      start = roundTo5Minutes(end + between(random, 60, 180) * MINUTE);
    }
    const hasDriver = ridePlans.some((ride) => WITH_DRIVER.includes(ride.status));
    const planning = ridePlans.every((ride) => ride.status === 'planning');
    plans.push(
      taxiCourse({
        ctx,
        random,
        now: now.getTime(),
        companyId,
        contractorId: planning ? null : contractorId,
        subcontractorId: planning ? null : subcontractorId,
        driver: hasDriver ? driver : null,
        createdById: companyId === intercity && index % 3 === 0 ? user('firma') : user('dyspozytor'),
        rides: ridePlans,
      }),
    );
  });
  const kilometer = kilometerCourses(ctx, random, now.getTime(), base, numberFor, intercity);
  return [...plans, ...kilometer, ...actionableCourses(ctx, now, base, numberFor)];
}

/**
 * Whatever the random spread gives, each demo login finds work to act on tomorrow: `transport` a ride
 * to accept ('akceptuj') and one to give a driver, `podwykonawca` a ride to accept as subcontractor,
 * `kierowca` a ride to accept from the link. Its own random source keeps the other demo data as it was.
 */
export function actionableCourses(
  ctx: CourseSeedContext,
  now: Date,
  base: number,
  numberFor: (companyId: number, startsAt: number) => string,
): CoursePlan[] {
  const random = seededRandom(20_261_124);
  const companyIdOf = (name: string) => [...ctx.companyNames].find(([, named]) => named === name)?.[0];
  const intercity = companyIdOf('PKP Intercity');
  const taxiTrans = companyIdOf('Taxi Trans Warszawa');
  const autoPrzewozy = companyIdOf('Auto-Przewozy Kraków');
  if (intercity === undefined || taxiTrans === undefined) return [];
  const places = ctx.places.filter((place) => place.companyId === null || place.companyId === intercity);
  const crew = (ctx.passengersOf.get(intercity) ?? []).slice(0, 2).map((person) => person.passengerId);
  const driver = (ctx.driversOf.get(taxiTrans) ?? []).find(
    (person) => person.userId === ctx.userIds.get('kierowca'),
  );
  const baseId = ctx.basesOf.get(taxiTrans)?.[0] ?? null;
  const dispatcher = idOf(ctx.userIds, 'dyspozytor');
  const course = (hours: number, status: RideStatus, subcontractorId: number | null, withDriver: boolean) => {
    const start = roundTo5Minutes(base + hours * HOUR);
    const ride = planRide({
      random,
      number: numberFor(intercity, start),
      status,
      start,
      stops: route(random, places, 2),
      crew,
      locomotiveIds: [],
      baseId,
      now: now.getTime(),
      driverStarted: false,
    });
    return taxiCourse({
      ctx,
      random,
      now: now.getTime(),
      companyId: intercity,
      contractorId: taxiTrans,
      subcontractorId,
      driver: withDriver ? (driver ?? null) : null,
      createdById: dispatcher,
      rides: [ride],
    });
  };
  return [
    course(26, 'waiting_for_transport_company_acceptance', null, false),
    course(27, 'accepted_by_transport_company', null, false),
    course(28, 'waiting_for_driver_acceptance', null, true),
    ...(autoPrzewozy === undefined
      ? []
      : [course(29, 'waiting_for_transport_company_acceptance', autoPrzewozy, false)]),
  ];
}

interface TaxiCourseInput {
  ctx: CourseSeedContext;
  random: Random;
  now: number;
  companyId: number;
  contractorId: number | null;
  subcontractorId: number | null;
  driver: SeedPerson | null;
  createdById: number;
  rides: RidePlan[];
}

export function taxiCourse(input: TaxiCourseInput): CoursePlan {
  const { rides: ridePlans, now, random } = input;
  const first = ridePlans[0]?.startsAt.getTime() ?? now;
  const lastRide = ridePlans[ridePlans.length - 1];
  const last = lastRide?.waypoints[lastRide.waypoints.length - 1]?.time.getTime() ?? first;
  const started =
    input.driver !== null && first <= now && ridePlans.some((ride) => ride.status !== 'cancelled');
  const ended = started && ridePlans.every((ride) => ride.status !== 'accepted_by_driver');
  const distance = ridePlans.reduce((sum, ride) => sum + ride.distanceSum, 0);
  return {
    type: 'taxi',
    companyId: input.companyId,
    contractorId: input.contractorId,
    subcontractorId: input.subcontractorId,
    driverId: input.driver?.userId ?? null,
    driverPhoneNumber: input.driver?.phone ?? null,
    driverStartAt: started ? new Date(first - 20 * MINUTE) : null,
    driverEndAt: ended ? new Date(Math.min(now, last + 10 * MINUTE)) : null,
    driverDistance: ended ? Math.round(distance * 1.05) : null,
    createdById: input.createdById,
    createdAt: new Date(Math.min(first, now) - between(random, 2, 48) * HOUR),
    rides: ridePlans,
  };
}

/** Three journeys of the demo passenger by their own car: one to report, one reported, one ahead. */
function kilometerCourses(
  ctx: CourseSeedContext,
  random: Random,
  now: number,
  base: number,
  numberFor: (companyId: number, startsAt: number) => string,
  companyId: number,
): CoursePlan[] {
  const userId = idOf(ctx.userIds, 'pasazer');
  const passenger = ctx.passengersOf.get(companyId)?.find((person) => person.userId === userId);
  const home = ctx.homeOf.get(userId);
  if (!passenger || !home) throw new Error('Demo courses need the passenger pasazer with a home');
  const pool = ctx.places.filter((place) => place.companyId === null || place.companyId === companyId);
  const journeys: [number, RideStatus][] = [
    [-50, 'finished'],
    [-26, 'created'],
    [30, 'created'],
  ];
  return journeys.map(([hours, status]) => {
    const start = base + hours * HOUR;
    const ride = planRide({
      random,
      number: numberFor(companyId, start),
      status,
      start,
      stops: route(random, pool, 3, home),
      crew: [passenger.passengerId],
      locomotiveIds: [],
      baseId: null,
      now,
      driverStarted: false,
    });
    return {
      type: 'kilometer',
      companyId,
      contractorId: null,
      subcontractorId: null,
      driverId: userId,
      driverPhoneNumber: null,
      driverStartAt: null,
      driverEndAt: null,
      driverDistance: status === 'finished' ? Math.round(ride.distanceSum) : null,
      createdById: userId,
      createdAt: new Date(Math.min(start, now) - between(random, 2, 24) * HOUR),
      rides: [ride],
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Insertion

const key = (...parts: number[]) => parts.join(':');

/** Inserts the plans table by table (6 statements), matching generated ids by position. */
export async function insertCoursePlans(db: Db, plans: readonly CoursePlan[]): Promise<void> {
  if (plans.length === 0) return;
  await db.transaction(async (tx) => {
    const courseRows = await tx
      .insert(courses)
      .values(
        plans.map(({ rides: _rides, ...course }) => ({
          ...course,
          updatedAt: course.createdAt,
        })),
      )
      .returning({ id: courses.id });
    const flatRides = plans.flatMap((course, courseIndex) =>
      course.rides.map((ride, position) => ({
        course,
        ride,
        position,
        courseId: courseRows[courseIndex]?.id,
      })),
    );
    const rideRows = await tx
      .insert(rides)
      .values(
        flatRides.map(({ course, ride, position, courseId }) => {
          if (courseId === undefined) throw new Error('Demo courses: course not inserted');
          return {
            courseId,
            type: course.type,
            number: ride.number,
            status: ride.status,
            position,
            companyId: course.companyId,
            createdById: course.createdById,
            driverHasToAcceptAt: ride.driverHasToAcceptAt,
            fromStartingBaseId: ride.fromStartingBaseId,
            toStartingBaseId: ride.fromStartingBaseId,
            distanceSum: ride.distanceSum,
            startsAt: ride.startsAt,
            createdAt: course.createdAt,
          };
        }),
      )
      .returning({ id: rides.id, courseId: rides.courseId, position: rides.position });
    const rideIds = new Map(rideRows.map((row) => [key(row.courseId, row.position), row.id]));
    const rideIdOf = (index: number) => {
      const flat = flatRides[index];
      const id =
        flat && flat.courseId !== undefined ? rideIds.get(key(flat.courseId, flat.position)) : undefined;
      if (id === undefined) throw new Error('Demo courses: ride not inserted');
      return id;
    };
    const waypointRows = await tx
      .insert(waypoints)
      .values(
        flatRides.flatMap(({ ride }, index) =>
          ride.waypoints.map((waypoint, position) => ({ ...waypoint, rideId: rideIdOf(index), position })),
        ),
      )
      .returning({ id: waypoints.id, rideId: waypoints.rideId, position: waypoints.position });
    const waypointIds = new Map(waypointRows.map((row) => [key(row.rideId, row.position), row.id]));
    const waypointIdOf = (rideId: number, position: number) => {
      const id = waypointIds.get(key(rideId, position));
      if (id === undefined) throw new Error('Demo courses: waypoint not inserted');
      return id;
    };
    const flatSegments = flatRides.flatMap(({ ride }, index) =>
      ride.segments.map((segment, position) => ({ segment, position, rideId: rideIdOf(index) })),
    );
    const segmentRows = await tx
      .insert(segments)
      .values(
        flatSegments.map(({ segment, position, rideId }) => ({
          rideId,
          position,
          waypointStartId: waypointIdOf(rideId, position),
          waypointEndId: waypointIdOf(rideId, position + 1),
          distance: segment.distance,
          time: segment.time,
          timeAndDistanceSource: 'estimated',
        })),
      )
      .returning({ id: segments.id, rideId: segments.rideId, position: segments.position });
    const segmentIds = new Map(segmentRows.map((row) => [key(row.rideId, row.position), row.id]));
    const withSegmentId = flatSegments.map((flat) => ({
      ...flat.segment,
      segmentId: segmentIds.get(key(flat.rideId, flat.position)) ?? -1,
    }));
    const employeeRows = withSegmentId.flatMap(({ segmentId, passengerIds }) =>
      passengerIds.map((passengerId) => ({ segmentId, passengerId })),
    );
    if (employeeRows.length > 0) await tx.insert(segmentEmployees).values(employeeRows);
    const locomotiveRows = withSegmentId.flatMap(({ segmentId, locomotiveIds }) =>
      locomotiveIds.map((locomotiveId) => ({ segmentId, locomotiveId })),
    );
    if (locomotiveRows.length > 0) await tx.insert(segmentLocomotives).values(locomotiveRows);
  });
}

/** A one-ride course the railway company accepted for settlement: `taxiCourse` over one `planRide`. */
export interface SettledCourseInput extends Omit<TaxiCourseInput, 'rides'> {
  number: string;
  start: number;
  /** Where the two stops are drawn from (the company's own and the shared places). */
  places: readonly SeedPlace[];
  crew: readonly number[];
}

/**
 * The settled rides of the fleet reports' and the invoices' demo months: driven by the contractor from
 * its first starting base, between two drawn places, in `accepted_by_customer`.
 */
export function settledTaxiCourse(input: SettledCourseInput): CoursePlan {
  const { ctx, random, now, number, start, places, crew, ...course } = input;
  return taxiCourse({
    ...course,
    ctx,
    random,
    now,
    rides: [
      planRide({
        random,
        number,
        status: 'accepted_by_customer',
        start,
        stops: route(random, places, 2),
        crew,
        locomotiveIds: [],
        baseId: course.contractorId === null ? null : (ctx.basesOf.get(course.contractorId)?.[0] ?? null),
        now,
        driverStarted: true,
      }),
    ],
  });
}
