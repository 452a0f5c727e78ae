/**
 * The objects the authorization matrix acts on: for each kind of path parameter, the object of the
 * caller's own tenant, an object of a tenant no login of the table (LOGINS) belongs to, and an id that does not exist.
 * The own course is a PKP Intercity course executed by Taxi Trans Warszawa with `kierowca` driving and
 * `pasazer` riding, so every demo login of those tenants has the same object; `podwykonawca` gets the
 * same course subcontracted to its company. The foreign objects are DB Cargo Polska's (its course
 * executed by Trans-Śląsk Katowice), a tenant no login of the table (LOGINS) belongs to or works for; its own logins are checked the other way.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, rideComments, rides, waypoints } from '../../db/course-schema';
import { companyTransportCosts, definedKilometers } from '../../db/finance-schema';
import {
  companies,
  companyContractors,
  companyPrincipals,
  drivers,
  employeeGroups,
  locomotives,
  passengers,
  places,
  stakes,
  userPhones,
  userRoles,
  users,
} from '../../db/schema';
import { driverAbsences } from '../../db/drivers-admin-schema';
import { pushDevices, startingBases } from '../../db/schema';
import { subscribeDevice } from '../push/push.support';
import { accommodations, hotelAccounts } from '../../db/accommodations-schema';
import { companyId, taxiPayload } from '../course-writes/write-app.support';
import { cachedIris, courseIn } from '../course-in.support';
import type { Login, Target } from './authorization-matrix.support';
import { brandOf, freshCar, freshProtocol } from './fleet-cars.support';
import { freshPassengerChange } from './passenger-changes.support';
import { freshInvoice } from './invoices.support';
import { pendingContractorLink, pendingPrincipalLink, pendingStake } from './link-consent.support';
import { freshEmployeeRequest } from './employee-requests.support';

export const MISSING_ID = 999_999;

let freshCount = 0;
/** A company of nobody's, for calls that change or delete one (issue 12, part A). */
async function freshCompany(app: FastifyInstance, isTransportCompany: boolean) {
  freshCount += 1;
  const [row] = await app.db
    .insert(companies)
    .values({
      name: `Macierz ${freshCount}`,
      taxNumber: String(8_000_000_000 + freshCount),
      isTransportCompany,
    })
    .returning({ id: companies.id });
  return row?.id ?? 0;
}

/** A link of `owner` to a fresh company, with one stake: a contractor link or a principal link. */
async function freshLink(app: FastifyInstance, kind: 'contractor' | 'principal', owner: number) {
  const stake = { kilometerRate: 100, waitHourRate: 1000, validFrom: '2026-01-01' };
  if (kind === 'contractor') {
    const [link] = await app.db
      .insert(companyContractors)
      .values({
        companyId: owner,
        contractorId: await freshCompany(app, true),
        contractorOf: 'railway_company',
        billingModel: 'BACK_TO_THE_STARTING_POINT',
      })
      .returning({ id: companyContractors.id });
    await app.db.insert(stakes).values({ ...stake, companyContractorId: link?.id ?? 0 });
    return link?.id ?? 0;
  }
  const [link] = await app.db
    .insert(companyPrincipals)
    .values({
      companyId: owner,
      principalId: await freshCompany(app, false),
      billingModel: 'BACK_TO_THE_STARTING_POINT',
    })
    .returning({ id: companyPrincipals.id });
  await app.db.insert(stakes).values({ ...stake, companyPrincipalId: link?.id ?? 0 });
  return link?.id ?? 0;
}

export interface TargetIds {
  /** Path parameters of the caller's own object (by login). */
  own: (login: Login) => Promise<Record<string, string>>;
  /** Path parameters of an object of a tenant no login of the table (LOGINS) belongs to; null when none is needed. */
  foreign: (() => Promise<Record<string, string>>) | null;
  missing: Record<string, string>;
}

/** The own course; the demo passenger rides in it (for the passenger's own object), under way. */
async function createCourse(app: FastifyInstance, subcontracted: boolean) {
  const [template] = taxiPayload(await cachedIris(app)).rides;
  if (!template) throw new Error('matrix course without a ride');
  const subcontractor = `/api/companies/${await companyId(app, 'Auto-Przewozy Kraków')}`;
  const { courseId, rideIds } = await courseIn(app, {
    ...(subcontracted ? { parties: { subcontractor, driver: null } } : {}),
    rides: [{ ...template, number: `MATRIX/${Date.now()}` }],
    rideStatuses: 'accepted_by_driver',
  });
  return { courseId, rideId: rideIds[0] ?? 0 };
}

async function foreignCourse(app: FastifyInstance, foreignCompany: number) {
  const [row] = await app.db
    .select({ courseId: courses.id, rideId: rides.id })
    .from(courses)
    .innerJoin(rides, eq(rides.courseId, courses.id))
    .where(and(eq(courses.companyId, foreignCompany), eq(courses.type, 'taxi')))
    .limit(1);
  if (!row) throw new Error('demo data: no course of DB Cargo Polska');
  return row;
}

/** A new DB Cargo Polska course executed by Trans-Śląsk Katowice, ordered by the admin. */
async function createForeignCourse(app: FastifyInstance, dbCargo: number) {
  const template = await cachedIris(app);
  const crew = await app.db
    .select({ id: passengers.id })
    .from(passengers)
    .where(eq(passengers.employerId, dbCargo));
  const [ride] = taxiPayload(template).rides;
  if (!ride || !crew[0]) throw new Error('demo data: DB Cargo Polska has no passengers');
  const { courseId, rideIds } = await courseIn(app, {
    by: 'admin',
    parties: { company: `/api/companies/${dbCargo}`, contractor: template.transSlask, driver: null },
    rides: [
      {
        ...ride,
        number: `MATRIX-OBCY/${Date.now()}`,
        waypoints: ride.waypoints.map((stop) => ({
          ...stop,
          passengers: [`/api/passengers/${crew[0]?.id}`],
          locomotives: [],
        })),
      },
    ],
    rideStatuses: 'accepted_by_transport_company',
  });
  return { courseId, rideId: rideIds[0] ?? 0 };
}

async function firstId<T extends { id: number }>(rows: Promise<T[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`matrix: no ${what}`);
  return row.id;
}

/** Builds the matrix objects once per app. */
export async function matrixTargets(app: FastifyInstance): Promise<Record<Target, TargetIds>> {
  const main = await createCourse(app, false);
  const subcontracted = await createCourse(app, true);
  const intercity = await companyId(app, 'PKP Intercity');
  // DB Cargo Polska and its only contractor Trans-Śląsk Katowice: no login of the table works for either (their own logins are checked the other way).
  const dbCargo = await companyId(app, 'DB Cargo Polska');
  const foreign = await foreignCourse(app, dbCargo);
  const ownCourse = (login: Login) => (login === 'podwykonawca' ? subcontracted : main);
  const [kilometer] = await app.db
    .select({ courseId: courses.id, rideId: rides.id })
    .from(courses)
    .innerJoin(rides, eq(rides.courseId, courses.id))
    .where(eq(courses.type, 'kilometer'))
    .limit(1);
  if (!kilometer) throw new Error('demo data: no kilometer course');
  const waypointOf = async (rideId: number) =>
    firstId(
      app.db.select({ id: waypoints.id }).from(waypoints).where(eq(waypoints.rideId, rideId)),
      'waypoint',
    );
  const ownPlace = await firstId(
    app.db.select({ id: places.id }).from(places).where(eq(places.companyId, intercity)),
    'PKP Intercity place',
  );
  const foreignPlace = await firstId(
    app.db.select({ id: places.id }).from(places).where(eq(places.companyId, dbCargo)),
    'place of DB Cargo Polska',
  );
  // The place item routes are tried on a home (issue 29 item 3): a person's contact, whose reads
  // and rewrites the contact rule narrows below the place's company (a colleague passenger, the
  // external dispatcher). The home of a PKP Intercity passenger who is no demo login.
  const [pasazer] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'pasazer'));
  const pasazerId = pasazer?.id ?? 0;
  const ownHome = await firstId(
    app.db
      .select({ id: places.id })
      .from(places)
      .where(and(eq(places.companyId, intercity), eq(places.type, 'home'), ne(places.userId, pasazerId)))
      .orderBy(places.id),
    'home of a PKP Intercity passenger',
  );
  const foreignHome = await firstId(
    app.db
      .select({ id: places.id })
      .from(places)
      .where(and(eq(places.companyId, dbCargo), eq(places.type, 'home')))
      .orderBy(places.id),
    'home of a DB Cargo Polska passenger',
  );
  const ownLocomotive = await firstId(
    app.db.select({ id: locomotives.id }).from(locomotives).where(eq(locomotives.companyId, intercity)),
    'PKP Intercity locomotive',
  );
  const foreignLocomotive = await firstId(
    app.db.select({ id: locomotives.id }).from(locomotives).where(eq(locomotives.companyId, dbCargo)),
    'locomotive of DB Cargo Polska',
  );
  const userIds = new Map(
    (await app.db.select({ id: users.id, username: users.username }).from(users)).map((row) => [
      row.username,
      row.id,
    ]),
  );
  const companyOf = new Map(
    (await app.db.select({ id: users.id, companyId: users.companyId }).from(users)).map((row) => [
      row.id,
      row.companyId,
    ]),
  );
  const foreignUser = await firstId(
    app.db.select({ id: users.id }).from(users).where(eq(users.companyId, dbCargo)),
    'user of DB Cargo Polska',
  );
  const freshUserIn = (company: number | null) => freshUserInCompany(app, company);
  const commentOn = async (rideId: number) => {
    const [row] = await app.db
      .insert(rideComments)
      .values({ rideId, userId: userIds.get('dyspozytor') ?? 0, content: 'Komentarz macierzy' })
      .returning({ id: rideComments.id });
    return row?.id ?? 0;
  };
  const missing = { id: String(MISSING_ID) };
  const id = (value: number) => ({ id: String(value) });
  // Finance: a defined pair of the caller's company (global for a login of none: a manager's) or of
  // the foreign tenant (spec-decisions row 600), and a price row of each railway company.
  const pairOf = async (owner: number | null) => {
    await app.db
      .insert(definedKilometers)
      .values({
        placeStartId: ownPlace,
        placeEndId: foreignPlace,
        companyId: owner,
        kilometers: 10,
        time: 600,
      })
      .onConflictDoNothing();
    return firstId(
      app.db
        .select({ id: definedKilometers.id })
        .from(definedKilometers)
        .where(
          and(
            owner === null ? isNull(definedKilometers.companyId) : eq(definedKilometers.companyId, owner),
            eq(definedKilometers.placeStartId, ownPlace),
            eq(definedKilometers.placeEndId, foreignPlace),
          ),
        ),
      'defined pair',
    );
  };
  const ownerOf = (login: string) => companyOf.get(userIds.get(login) ?? 0) ?? null;
  // The foreign tenant's pair and brand exist before the collections are read (foreign-rows.ts).
  await pairOf(dbCargo);
  await brandOf(app, dbCargo);
  const priceRow = async (company: number, transport: string) => {
    const [row] = await app.db
      .insert(companyTransportCosts)
      .values({ companyId: company, transportCompanyId: await companyId(app, transport) })
      .returning({ id: companyTransportCosts.id });
    return row?.id ?? 0;
  };
  const ownPrice = await priceRow(intercity, 'Taxi Trans Warszawa');
  const foreignPrice = await priceRow(dbCargo, 'Trans-Śląsk Katowice');
  const today = new Date().toISOString().slice(0, 10);
  // Part B of issue 12: a fresh employee group and passenger per call (DELETE removes them).
  const freshGroup = async (company: number) =>
    firstId(
      app.db.insert(employeeGroups).values({ companyId: company, name: 'Grupa macierzy' }).returning(),
      'employee group',
    );
  const freshPassenger = async (company: number) => {
    const [user] = await app.db
      .insert(users)
      .values({ username: `matrix.${Date.now()}.${Math.random()}`, passwordHash: '-', companyId: company })
      .returning({ id: users.id });
    return firstId(
      app.db
        .insert(passengers)
        .values({ userId: user?.id ?? 0, employerId: company })
        .returning(),
      'passenger',
    );
  };

  return {
    none: { own: async () => ({}), foreign: null, missing: {} },
    taxiCourse: {
      own: async (login) => id(ownCourse(login).courseId),
      foreign: async () => id(foreign.courseId),
      missing,
    },
    taxiRide: {
      own: async (login) => id(ownCourse(login).rideId),
      foreign: async () => id(foreign.rideId),
      missing,
    },
    // A ride of its own for a call that may change it (accept, cancel, transfer...).
    freshTaxiRide: {
      own: async (login) => id((await createCourse(app, login === 'podwykonawca')).rideId),
      foreign: async () => id((await createForeignCourse(app, dbCargo)).rideId),
      missing,
    },
    freshTaxiCourse: {
      own: async (login) => id((await createCourse(app, login === 'podwykonawca')).courseId),
      foreign: async () => id((await createForeignCourse(app, dbCargo)).courseId),
      missing,
    },
    kilometerCourse: { own: async () => id(kilometer.courseId), foreign: null, missing },
    kilometerRide: { own: async () => id(kilometer.rideId), foreign: null, missing },
    waypoint: {
      own: async (login) => id(await waypointOf(ownCourse(login).rideId)),
      foreign: async () => id(await waypointOf(foreign.rideId)),
      missing,
    },
    place: { own: async () => id(ownHome), foreign: async () => id(foreignHome), missing },
    locomotive: { own: async () => id(ownLocomotive), foreign: async () => id(foreignLocomotive), missing },
    company: {
      own: async (login) => id(companyOf.get(userIds.get(login) ?? 0) ?? intercity),
      foreign: async () => id(dbCargo),
      missing,
    },
    companyDay: {
      own: async (login) => ({
        companyId: String(companyOf.get(userIds.get(login) ?? 0) ?? intercity),
        firstPlaceDate: today,
      }),
      foreign: async () => ({ companyId: String(dbCargo), firstPlaceDate: today }),
      missing: { companyId: String(MISSING_ID), firstPlaceDate: today },
    },
    user: {
      own: async (login) => id(userIds.get(login) ?? 0),
      foreign: async () => id(foreignUser),
      missing,
    },
    comment: {
      own: async (login) => id(await commentOn(ownCourse(login).rideId)),
      foreign: async () => id(await commentOn(foreign.rideId)),
      missing,
    },
    definedKilometers: {
      own: async (login) => id(await pairOf(ownerOf(login))),
      foreign: async () => id(await pairOf(dbCargo)),
      missing,
    },
    companyTransportCost: {
      own: async () => id(ownPrice),
      foreign: async () => id(foreignPrice),
      missing,
    },
    // Companies administration (issue 12, part A).
    freshCompany: { own: async () => id(await freshCompany(app, true)), foreign: null, missing },
    freshContractorLink: {
      own: async (login) => {
        const owner = companyOf.get(userIds.get(login) ?? 0) ?? intercity;
        return id(await freshLink(app, 'contractor', owner));
      },
      foreign: async () => id(await freshLink(app, 'contractor', dbCargo)),
      missing,
    },
    freshPrincipalLink: {
      own: async (login) => {
        const owner = companyOf.get(userIds.get(login) ?? 0) ?? (await companyId(app, 'Taxi Trans Warszawa'));
        return id(await freshLink(app, 'principal', owner));
      },
      foreign: async () =>
        id(await freshLink(app, 'principal', await companyId(app, 'Trans-Śląsk Katowice'))),
      missing,
    },
    employeeGroup: {
      own: async () => id(await freshGroup(intercity)),
      foreign: async () => id(await freshGroup(dbCargo)),
      missing,
    },
    passenger: {
      own: async () => id(await freshPassenger(intercity)),
      foreign: async () => id(await freshPassenger(dbCargo)),
      missing,
    },
    // Fresh rows per call: DELETE consumes them.
    driver: {
      own: async (login) => id(await freshDriver(app, await employerOf(app, login))),
      foreign: async () => id(await freshDriver(app, await companyId(app, 'Trans-Śląsk Katowice'))),
      missing,
    },
    driverAbsence: {
      own: async (login) => id(await freshAbsence(app, await employerOf(app, login))),
      foreign: async () => id(await freshAbsence(app, await companyId(app, 'Trans-Śląsk Katowice'))),
      missing,
    },
    // Users administration (issue 12, part D): a new account per call, so a delete removes nobody else.
    freshUser: {
      own: async (login) => id(await freshUserIn(companyOf.get(userIds.get(login) ?? 0) ?? null)),
      foreign: async () => id(await freshUserIn(dbCargo)),
      missing,
    },
    // Own settings (issue 13, part S): a phone of the login's own account, of a foreign user.
    ownPhone: {
      own: async (login) => id(await freshPhoneOf(app, userIds.get(login) ?? 0)),
      foreign: async () => id(await freshPhoneOf(app, foreignUser)),
      missing,
    },
    // Push devices (issue 34): a browser of the login's own account, of a foreign tenant's user.
    ownPushDevice: {
      own: async (login) => id(await freshDeviceOf(app, userIds.get(login) ?? 0)),
      foreign: async () => id(await freshDeviceOf(app, foreignUser)),
      missing,
    },
    // Starting bases (issue 13, part B): a base of the login's transport company per call.
    startingBase: {
      own: async (login) => id(await freshStartingBase(app, await employerOf(app, login))),
      foreign: async () => id(await freshStartingBase(app, await companyId(app, 'Trans-Śląsk Katowice'))),
      missing,
    },
    // Accommodations: a booked stay per call, at the hotel desk's own hotel or at another hotel.
    accommodation: {
      own: async () => id(await freshAccommodation(app, true)),
      foreign: async () => id(await freshAccommodation(app, false)),
      missing,
    },
    // Cars, brands and transfer protocols (issue 16, part cars): fresh rows per call.
    car: {
      own: async () => id(await freshCar(app, 'Taxi Trans Warszawa')),
      foreign: async () => id(await freshCar(app, 'Trans-Śląsk Katowice')),
      missing,
    },
    // A brand of the caller's company (a global one for a login of none), or the foreign tenant's (row 601).
    brand: {
      own: async (login) => id(await brandOf(app, ownerOf(login))),
      foreign: async () => id(await brandOf(app, dbCargo)),
      missing,
    },
    transferProtocol: {
      own: async () => id(await freshProtocol(app, 'Taxi Trans Warszawa', 'kierowca', 'flota')),
      foreign: async () =>
        id(await freshProtocol(app, 'Trans-Śląsk Katowice', 'krystian.nowicki', 'transport.slask')),
      missing,
    },
    // The passenger-change register (issue 17, part pchanges): a fresh row on the own or foreign course.
    passengerChange: {
      own: async (login) =>
        id(await freshPassengerChange(app, ownCourse(login).courseId, userIds.get(login) ?? null)),
      foreign: async () => id(await freshPassengerChange(app, foreign.courseId)),
      missing,
    },
    // Consent for links and stakes (issue 29, ADR 022): a fresh pending one per call.
    pendingContractorLink: {
      own: async () => id(await pendingContractorLink(app, 'Taxi Trans Warszawa')),
      foreign: async () => id(await pendingContractorLink(app, 'Trans-Śląsk Katowice')),
      missing,
    },
    pendingPrincipalLink: {
      own: async () => id(await pendingPrincipalLink(app, 'PKP Intercity')),
      foreign: async () => id(await pendingPrincipalLink(app, 'DB Cargo Polska')),
      missing,
    },
    pendingStake: {
      own: async () => id(await pendingStake(app, 'PKP Intercity')),
      foreign: async () => id(await pendingStake(app, 'DB Cargo Polska')),
      missing,
    },
    // Invoices (issue 17): a fresh invoice per call (a PUT may move it).
    invoice: {
      own: async () => id(await freshInvoice(app, 'Taxi Trans Warszawa', 'PKP Intercity', 'transport')),
      foreign: async () =>
        id(await freshInvoice(app, 'Trans-Śląsk Katowice', 'DB Cargo Polska', 'transport.slask')),
      missing,
    },
    // Employee requests (issue 17, part requests): a fresh open request per call.
    employeeRequest: {
      own: async () => id(await freshEmployeeRequest(app, false)),
      foreign: async () => id(await freshEmployeeRequest(app, true)),
      missing,
    },
  };
}

let freshPhones = 0;
/** A non-default phone added to `userId`'s list (a second one, so no rule but the caller's stops a write). */
async function freshPhoneOf(app: FastifyInstance, userId: number): Promise<number> {
  freshPhones += 1;
  const [row] = await app.db
    .insert(userPhones)
    .values({ userId, phone: `5${String(freshPhones).padStart(8, '0')}`, main: false })
    .returning({ id: userPhones.id });
  return row?.id ?? 0;
}

/** A new browser subscription stored as a device of `userId` (each call another endpoint). */
async function freshDeviceOf(app: FastifyInstance, userId: number): Promise<number> {
  const subscriber = await subscribeDevice(app.db, userId);
  const [row] = await app.db
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .where(eq(pushDevices.endpoint, subscriber.endpoint));
  return row?.id ?? 0;
}

/** The login's transport company, else Taxi Trans Warszawa (the own tenant's executor). */
async function employerOf(app: FastifyInstance, login: Login): Promise<number> {
  const [row] = await app.db
    .select({ id: companies.id, transport: companies.isTransportCompany })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.username, login));
  return row?.transport ? row.id : companyId(app, 'Taxi Trans Warszawa');
}

let driverSerial = 0;
async function freshDriver(app: FastifyInstance, transportCompanyId: number): Promise<number> {
  driverSerial += 1;
  const [user] = await app.db
    .insert(users)
    .values({
      username: `matrix.kierowca.${driverSerial}`,
      passwordHash: 'none$',
      companyId: transportCompanyId,
    })
    .returning({ id: users.id });
  const [driver] = await app.db
    .insert(drivers)
    .values({ userId: user?.id ?? 0, transportCompanyId })
    .returning({ id: drivers.id });
  return driver?.id ?? 0;
}

async function freshAbsence(app: FastifyInstance, transportCompanyId: number): Promise<number> {
  const [row] = await app.db
    .insert(driverAbsences)
    .values({
      driverId: await freshDriver(app, transportCompanyId),
      dateFrom: '2030-01-01',
      dateTo: '2030-01-02',
    })
    .returning({ id: driverAbsences.id });
  return row?.id ?? 0;
}

let freshUsers = 0;
/** An account of `companyId` holding the role its company may grant (a driver or an employee). */
async function freshUserInCompany(app: FastifyInstance, companyId: number | null) {
  freshUsers += 1;
  const [company] =
    companyId === null ? [] : await app.db.select().from(companies).where(eq(companies.id, companyId));
  const [row] = await app.db
    .insert(users)
    .values({ username: `macierz.${freshUsers}`, passwordHash: 'none$', companyId })
    .returning({ id: users.id });
  const userId = row?.id ?? 0;
  const role = company?.isTransportCompany ? 'ROLE_DRIVER' : 'ROLE_PASSENGER';
  await app.db.insert(userRoles).values({ userId, role });
  return userId;
}

/** A base of `companyId` (issue 13, part B): the PUTs change or soft-delete it. */
async function freshStartingBase(app: FastifyInstance, companyId: number): Promise<number> {
  const [row] = await app.db
    .insert(startingBases)
    .values({ name: 'Baza macierzy', address: 'ul. Testowa 1, 00-001 Warszawa', companyId })
    .returning({ id: startingBases.id });
  return row?.id ?? 0;
}

/**
 * A booked stay (issue 13, part B): confirm and cancel change it. The own one is at the first demo
 * hotel, whose desk the `hotel` login is (hotel_accounts); the foreign one at a hotel of no desk of
 * the table (spec-decisions row 604).
 */
async function freshAccommodation(app: FastifyInstance, own: boolean): Promise<number> {
  const hotels = await app.db.select({ id: places.id }).from(places).where(eq(places.type, 'hotel')).limit(2);
  const hotel = own ? hotels[0] : hotels[1];
  if (!hotel) throw new Error('matrix: no demo hotel');
  const [desk] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'hotel'));
  if (own && desk)
    await app.db.insert(hotelAccounts).values({ userId: desk.id, hotelId: hotel.id }).onConflictDoNothing();
  if (!own && desk)
    await app.db
      .delete(hotelAccounts)
      .where(and(eq(hotelAccounts.userId, desk.id), eq(hotelAccounts.hotelId, hotel.id)));
  const [row] = await app.db
    .insert(accommodations)
    .values({
      hotelId: hotel.id,
      checkIn: '2026-03-10',
      checkOut: '2026-03-11',
      guests: 'Gość macierzy',
    })
    .returning({ id: accommodations.id });
  return row?.id ?? 0;
}
