/**
 * Who attacks whom in the tenant-escape suite (docs/spec-decisions.md row 610): each attacker, the
 * victim companies it must never reach, and the victim's data that must appear in none of its answers.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { iri, type Resource } from '../../../domain/contract/iri';
import { grantableRoles } from '../../../domain/people/user-permissions';
import { cars } from '../../db/fleet-schema';
import {
  companies,
  drivers,
  employeeGroups,
  locomotives,
  passengers,
  places,
  startingBases,
  users,
  userPhones,
  userRoles,
} from '../../db/schema';
import { companyId } from '../demo-session.support';
import { MISSING_ID } from './matrix.support';

/** The first tenant (the matrix's own objects): PKP Intercity and the transport companies serving it. */
export const FIRST_TENANT = [
  'PKP Intercity',
  'Taxi Trans Warszawa',
  'Auto-Przewozy Kraków',
  'Kolej-Trans Logistyka',
] as const;

export interface Attacker {
  login: string;
  /** The attacker's own company. */
  company: string;
  /** The companies whose data it must not reach. */
  victims: readonly string[];
  /** True: not one victim row or datum may reach it, even before it links (the second tenant). */
  absolute: boolean;
}

export const ATTACKERS: readonly Attacker[] = [
  { login: 'firma.dbcargo', company: 'DB Cargo Polska', victims: FIRST_TENANT, absolute: true },
  { login: 'transport.slask', company: 'Trans-Śląsk Katowice', victims: FIRST_TENANT, absolute: true },
  // The first tenant's subcontractor against its railway company: whatever it sees of PKP Intercity
  // through its courses (the matrix's rows), a link it makes itself must add nothing.
  { login: 'podwykonawca', company: 'Auto-Przewozy Kraków', victims: ['PKP Intercity'], absolute: false },
];

/**
 * Gives the attacker's login every role its company may hand out (`grantableRoles`), as its own
 * 'Użytkownicy' edit of itself could: the reports, invoices, fleet and finance downloads stay shut to
 * the demo login's roles, and an attacker in the field opens them for itself first.
 */
export async function widenToGrantableRoles(app: FastifyInstance, login: string): Promise<void> {
  const [user] = await app.db.select().from(users).where(eq(users.username, login));
  if (!user) throw new Error(`no user ${login}`);
  const held = await app.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id));
  const roles = held.map((row) => row.role);
  const missing = grantableRoles({ id: user.id, roles, companyId: user.companyId }).filter(
    (role) => !roles.includes(role),
  );
  if (missing.length > 0)
    await app.db.insert(userRoles).values(missing.map((role) => ({ userId: user.id, role })));
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length >= 6;

/**
 * The victim's data that no answer to the attacker may hold: the companies' NIP, bank account,
 * e-mail and phone, and their people's (users, passengers, drivers) names, e-mails, phones and home addresses.
 */
export async function victimSecrets(app: FastifyInstance, companyIds: number[]): Promise<string[]> {
  const secrets = new Set<string>();
  for (const row of await app.db.select().from(companies).where(inArray(companies.id, companyIds)))
    for (const value of [row.taxNumber, row.bankAccountNumber, row.email, row.phone])
      if (present(value)) secrets.add(value);
  const people = await app.db
    .selectDistinct({
      id: users.id,
      firstname: users.firstname,
      surname: users.surname,
      email: users.email,
      home: users.homePlaceId,
    })
    .from(users)
    .leftJoin(passengers, eq(passengers.userId, users.id))
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(
      or(
        inArray(users.companyId, companyIds),
        inArray(passengers.employerId, companyIds),
        inArray(drivers.transportCompanyId, companyIds),
      ),
    );
  for (const person of people) {
    if (present(person.email)) secrets.add(person.email);
    const name = `${person.firstname} ${person.surname}`.trim();
    if (person.firstname && person.surname) secrets.add(name);
  }
  const ids = people.map((person) => person.id);
  if (ids.length > 0) {
    for (const row of await app.db.select().from(userPhones).where(inArray(userPhones.userId, ids)))
      if (present(row.phone)) secrets.add(row.phone);
    const homes = people.map((person) => person.home).filter((id): id is number => id !== null);
    if (homes.length > 0)
      for (const row of await app.db.select().from(places).where(inArray(places.id, homes)))
        if (present(row.address)) secrets.add(row.address);
  }
  return [...secrets];
}

/** True when `secret` stands in `body` as a whole word ('Jan Kowalski' is not in 'Jan Kowalski1'). */
function holds(body: string, secret: string): boolean {
  const edge = /[\p{L}\p{N}]/u;
  for (let at = body.indexOf(secret); at >= 0; at = body.indexOf(secret, at + 1)) {
    const before = body[at - 1] ?? ' ';
    const after = body[at + secret.length] ?? ' ';
    if (!edge.test(before) && !edge.test(after)) return true;
  }
  return false;
}

/** The secrets an answer body holds. */
export const secretsIn = (body: string, secrets: readonly string[]) =>
  secrets.filter((secret) => holds(body, secret));

/** The ids of the first two rows of `resource` belonging to one of `companyIds`, by the resource's company column. */
async function rowsOf(app: FastifyInstance, resource: Resource, companyIds: number[]): Promise<number[]> {
  const first = async (rows: Promise<{ id: number }[]>) => (await rows).slice(0, 2).map((row) => row.id);
  const db = app.db;
  switch (resource) {
    case 'companies':
      return companyIds.slice(0, 1);
    case 'users':
      return first(db.select({ id: users.id }).from(users).where(inArray(users.companyId, companyIds)));
    case 'passengers':
      return first(
        db.select({ id: passengers.id }).from(passengers).where(inArray(passengers.employerId, companyIds)),
      );
    case 'drivers':
      return first(
        db.select({ id: drivers.id }).from(drivers).where(inArray(drivers.transportCompanyId, companyIds)),
      );
    case 'abstract_places':
      return first(db.select({ id: places.id }).from(places).where(inArray(places.companyId, companyIds)));
    case 'starting_bases':
      return first(
        db
          .select({ id: startingBases.id })
          .from(startingBases)
          .where(inArray(startingBases.companyId, companyIds)),
      );
    case 'locomotives':
      return first(
        db.select({ id: locomotives.id }).from(locomotives).where(inArray(locomotives.companyId, companyIds)),
      );
    case 'employee_groups':
      return first(
        db
          .select({ id: employeeGroups.id })
          .from(employeeGroups)
          .where(inArray(employeeGroups.companyId, companyIds)),
      );
    case 'cars':
      return first(db.select({ id: cars.id }).from(cars).where(inArray(cars.companyId, companyIds)));
    default:
      return [];
  }
}

/**
 * The IRIs of each resource belonging to `companyNames` (the first of each kind), for the body fields
 * of that resource; a resource with no tenant column here gets none.
 */
export async function irisOf(
  app: FastifyInstance,
  companyNames: readonly string[],
  resources: readonly Resource[],
): Promise<Map<Resource, string[]>> {
  const ids = await Promise.all(companyNames.map((name) => companyId(app, name)));
  const result = new Map<Resource, string[]>();
  for (const resource of resources) {
    const found: string[] = [];
    // Companies: each victim company (a railway company and a transport company differ in what they
    // unlock); other resources: two rows of the first company, else of the second (an attacker's own
    // body needs two places for a journey; a victim's first row of each of the first two companies).
    if (resource === 'companies') found.push(...ids.map((id) => iri(resource, id)));
    else
      for (const id of ids.slice(0, 2)) {
        const rows = await rowsOf(app, resource, [id]);
        found.push(...(companyNames.length === 1 ? rows : rows.slice(0, 1)).map((row) => iri(resource, row)));
      }
    result.set(resource, found);
  }
  return result;
}

/** An attacker's own IRI of `resource` for a body's other fields (a second one for a journey's end), else one that does not exist. */
export const ownIriOr = (own: Map<Resource, string[]>) => (resource: Resource, second: boolean) => {
  const found = own.get(resource) ?? [];
  return (second ? (found[1] ?? found[0]) : found[0]) ?? iri(resource, MISSING_ID);
};

export const companyIdsOf = (app: FastifyInstance, names: readonly string[]) =>
  Promise.all(names.map((name) => companyId(app, name)));
