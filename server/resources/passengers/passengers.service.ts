/**
 * Passenger writes (administration.md §2.7, §4, §6): create, edit (with the home place) and the soft
 * delete. Access is checked before the body (routes' `onlyFor`/`visibleFirst`) and again here; each
 * write is one transaction through the shared person-block writer.
 */
import { and, eq } from 'drizzle-orm';
import { RESOURCES, iriId } from '../../../domain/contract/iri';
import {
  employerChoice,
  picksEmployeeGroup,
  picksEmployerGroup,
} from '../../../domain/people/passenger-permissions';
import { employerMissing, type PassengerBody } from '../../../domain/people/passenger.schema';
import { REQUIRED_IN_DIALOG } from '../../../domain/validation/messages';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import { ViolationError, forbidden } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { checkFreshness, expectedVersion, staleWrite } from '../../http/versioning';
import { PASSENGER_FORM_ROLES } from '../../../domain/people/account-fields';
import { accountOf, accountWrite, moveAccount } from '../accounts/account-guard';
import {
  insertUserBlock,
  softDeleteUser,
  updatePersonNames,
  updateUserBlock,
} from '../accounts/user-block.repository';
import { deletablePassenger, editablePassenger, mayEmploy } from './passenger-access';
import {
  findGroupOf,
  insertPassenger,
  setHomePlace,
  updatePassenger,
  type PassengerRow,
} from './passengers.repository';

export interface PassengerUpdate extends PassengerBody {
  home?: string | null | undefined;
  version?: number | null | undefined;
}

const invalid = (propertyPath: string) =>
  new ViolationError([{ propertyPath, message: HTTP_MESSAGES.invalidValue }]);

/**
 * The passenger's company: a company user's own; else the named employer, which must be one the
 * caller may pick (`mayEmployFor`). `current` is kept when an edit names none.
 */
async function resolveCompany(
  db: Db,
  user: AuthUser,
  employer: string | null | undefined,
  current: number | null,
): Promise<number | null> {
  const choice = employerChoice(user);
  if (choice === 'own-company') {
    if (user.companyId === null) throw forbidden();
    return user.companyId;
  }
  if (current !== null && (employer === undefined || employer === null)) return current;
  if (employerMissing(choice, employer))
    throw new ViolationError([{ propertyPath: 'employer', message: REQUIRED_IN_DIALOG }]);
  const id = iriId(employer, RESOURCES.company);
  if (id === null || !(await mayEmploy(db, user, id))) throw invalid('employer');
  return id;
}

/**
 * A group of the passenger's company, `companyId` (a company user's own or the employer the admin
 * chose, row 707); null clears it. Whoever picks no group has theirs ignored (§2.7).
 */
async function resolveGroup(
  db: Db,
  user: AuthUser,
  group: string | null | undefined,
  companyId: number | null,
  current: number | null,
): Promise<number | null> {
  if (!picksEmployeeGroup(user) && !picksEmployerGroup(user)) return current;
  if (group === undefined) return current;
  if (group === null || group === '') return null;
  const id = iriId(group, RESOURCES.employeeGroup);
  if (id === null || companyId === null || !(await findGroupOf(db, id, companyId)))
    throw invalid('employeeGroup');
  return id;
}

/** The home place: a home-type place of this passenger's own (created by POST /api/abstract_places). */
async function resolveHome(db: Db, home: string | null | undefined, userId: number, current: number | null) {
  if (home === undefined) return current;
  if (home === null || home === '') return null;
  const id = iriId(home, RESOURCES.place);
  if (id === null) throw invalid('home');
  const [place] = await db
    .select({ id: places.id })
    .from(places)
    .where(
      and(eq(places.id, id), eq(places.type, 'home'), eq(places.userId, userId), eq(places.isActive, true)),
    );
  if (!place) throw invalid('home');
  return id;
}

export async function createPassenger(db: Db, user: AuthUser, body: PassengerBody): Promise<number> {
  const companyId = await resolveCompany(db, user, body.employer, null);
  const groupId = await resolveGroup(db, user, body.employeeGroup, companyId, null);
  return db.transaction(async (tx) => {
    const userId = await insertUserBlock(tx, {
      firstname: body.firstname,
      surname: body.surname,
      email: body.email,
      phones: body.phones,
      companyId,
      roles: ['ROLE_PASSENGER'],
    });
    return insertPassenger(tx, { userId, employerId: companyId, employeeGroupId: groupId });
  });
}

export async function changePassenger(
  db: Db,
  user: AuthUser,
  id: number,
  body: PassengerUpdate,
  ifMatch: string | undefined,
): Promise<void> {
  const row: PassengerRow = await editablePassenger(db, user, id);
  const version = expectedVersion(row.passenger.version, body.version, ifMatch);
  const companyId = await resolveCompany(db, user, body.employer, row.user.companyId);
  // A group belongs to one company: moving the passenger to another employer leaves it.
  const currentGroup = companyId === row.user.companyId ? row.passenger.employeeGroupId : null;
  const groupId = await resolveGroup(db, user, body.employeeGroup, companyId, currentGroup);
  const homeId = await resolveHome(db, body.home, row.user.id, row.user.homePlaceId);
  // The account's e-mail, phones and company are its user administrators' (issue 29, row 591).
  const account = accountWrite(user, await accountOf(db, row.user.id), PASSENGER_FORM_ROLES, companyId);
  await db.transaction(async (tx) => {
    if (!(await updatePassenger(tx, id, version, { employerId: companyId, employeeGroupId: groupId })))
      throw staleWrite();
    if (account.contacts) await updateUserBlock(tx, row.user.id, body);
    else await updatePersonNames(tx, row.user.id, body);
    if (account.moves) await moveAccount(tx, row.user.id, companyId);
    if (homeId !== row.user.homePlaceId) await setHomePlace(tx, row.user.id, homeId);
  });
}

/** Soft delete: the account goes, the name stays on the courses it rode (§4, row 205). */
export async function removePassenger(db: Db, user: AuthUser, id: number, ifMatch?: string): Promise<void> {
  const row = await deletablePassenger(db, user, id);
  // A delete may omit the version; one that is sent is checked all the same (ADR 003).
  checkFreshness({ etagVersion: row.passenger.version, ifMatch, bodyVersion: undefined, required: false });
  await db.transaction((tx) => softDeleteUser(tx, row.user.id));
}
