/**
 * Employee groups (administration.md §2.7, §3, §7): a head of company's groups, or any railway
 * company's for an admin (row 660), with their stakes. Access first (the route's `onlyFor` and
 * `visibleGroup`), then the body, then one transaction.
 */
import { canManageEmployeeGroups, mayManageGroupsOf } from '../../../domain/people/passenger-permissions';
import { RESOURCES, iriId } from '../../../domain/contract/iri';
import {
  groupCompanyMissing,
  type GroupCreateBody,
  type StakeBody,
} from '../../../domain/people/employee-group.schema';
import { REQUIRED_IN_DIALOG } from '../../../domain/validation/messages';
import { warsawDay } from '../../../domain/warsaw-time';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { ApiError, ViolationError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { checkFreshness, expectedVersion, staleWrite } from '../../http/versioning';
import {
  deleteGroup,
  findGroup,
  groupMembers,
  insertGroup,
  insertStakes,
  stakesOfGroups,
  updateGroup,
  type GroupRow,
} from './employee-groups.repository';
import { findCompany } from '../users/users.repository';

export const GROUP_MESSAGES = {
  /** Stakes price rides already driven: a PUT must keep every stake it had. */
  stakeRemoved: 'Nie można usuwać stawek grupy pracowniczej',
  unknownStake: 'Nieprawidłowa stawka',
  hasMembers: 'Nie można usunąć grupy, do której należą pasażerowie',
} as const;

export interface GroupUpdate {
  name?: string | undefined;
  stakes?: (string | StakeBody)[] | undefined;
  version?: number | null | undefined;
}

/** The group if the caller maintains its company's groups, else 404 (another company's is not shown). */
export async function visibleGroup(db: Db, user: AuthUser, id: number): Promise<GroupRow> {
  if (!canManageEmployeeGroups(user)) throw forbidden();
  const row = await findGroup(db, id);
  if (!row || !mayManageGroupsOf(user, { id: row.companyId, isTransportCompany: row.companyIsTransport }))
    throw notFound();
  return row;
}

/**
 * A new group's company: the admin's named one (required), a head of company's own. A company the
 * caller may not keep groups of, unknown or not, is one 422 (a head's foreign company too, row 660).
 */
async function companyOfNewGroup(db: Db, user: AuthUser, company: string | null | undefined) {
  if (!canManageEmployeeGroups(user)) throw forbidden();
  if (groupCompanyMissing(user, company))
    throw new ViolationError([{ propertyPath: 'company', message: REQUIRED_IN_DIALOG }]);
  const id = company ? iriId(company, RESOURCES.company) : user.companyId;
  const row = await findCompany(db, id);
  if (!row || !mayManageGroupsOf(user, row))
    throw new ViolationError([{ propertyPath: 'company', message: HTTP_MESSAGES.invalidValue }]);
  return row.id;
}

export async function createGroup(db: Db, user: AuthUser, body: GroupCreateBody, now: Date) {
  const companyId = await companyOfNewGroup(db, user, body.company);
  const id = await db.transaction(async (tx) => {
    const groupId = await insertGroup(tx, companyId, body.name);
    if (typeof body.kilometerRate === 'number' && typeof body.waitHourRate === 'number')
      await insertStakes(tx, groupId, [
        { kilometerRate: body.kilometerRate, waitHourRate: body.waitHourRate, validFrom: warsawDay(now) },
      ]);
    return groupId;
  });
  return id;
}

/** The new stakes of a PUT, after checking that every kept stake is listed and is the group's. */
function newStakes(listed: readonly (string | StakeBody)[], kept: readonly number[]): StakeBody[] {
  const named = new Set<number>();
  for (const entry of listed) {
    if (typeof entry !== 'string') continue;
    const id = iriId(entry, RESOURCES.stake);
    if (id === null || !kept.includes(id))
      throw new ViolationError([{ propertyPath: 'stakes', message: GROUP_MESSAGES.unknownStake }]);
    named.add(id);
  }
  if (kept.some((id) => !named.has(id)))
    throw new ViolationError([{ propertyPath: 'stakes', message: GROUP_MESSAGES.stakeRemoved }]);
  return listed.filter((entry): entry is StakeBody => typeof entry !== 'string');
}

export async function changeGroup(
  db: Db,
  user: AuthUser,
  id: number,
  body: GroupUpdate,
  ifMatch: string | undefined,
): Promise<void> {
  const group = await visibleGroup(db, user, id);
  const version = expectedVersion(group.version, body.version, ifMatch);
  const kept = ((await stakesOfGroups(db, [id])).get(id) ?? []).map((stake) => stake.id);
  const added = body.stakes === undefined ? [] : newStakes(body.stakes, kept);
  await db.transaction(async (tx) => {
    if (!(await updateGroup(tx, id, version, body.name ?? group.name))) throw staleWrite();
    await insertStakes(tx, id, added);
  });
}

export async function removeGroup(db: Db, user: AuthUser, id: number, ifMatch?: string): Promise<void> {
  const group = await visibleGroup(db, user, id);
  // A delete may omit the version; one that is sent is checked all the same (ADR 003).
  checkFreshness({ etagVersion: group.version, ifMatch, bodyVersion: undefined, required: false });
  await db.transaction(async (tx) => {
    if ((await groupMembers(tx, id)) > 0) throw new ApiError(409, GROUP_MESSAGES.hasMembers);
    await deleteGroup(tx, id);
  });
}
