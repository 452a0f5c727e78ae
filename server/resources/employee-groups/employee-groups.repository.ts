/** Rows behind /api/employee_groups: groups of one company with their stakes. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, employeeGroups, passengers, stakes, users } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { Pagination } from '../../http/pagination';
import { bumpVersion } from '../../http/versioning';
import { paged } from '../../db/paged';

export type GroupRow = typeof employeeGroups.$inferSelect & {
  companyName: string;
  companyIsTransport: boolean;
};
export type StakeRow = typeof stakes.$inferSelect;

const groupColumns = {
  id: employeeGroups.id,
  companyId: employeeGroups.companyId,
  name: employeeGroups.name,
  createdAt: employeeGroups.createdAt,
  version: employeeGroups.version,
  companyName: companies.name,
  companyIsTransport: companies.isTransportCompany,
};

/** Whose groups a page lists: one company's, or (an admin's list) every railway company's. */
export type GroupScope = { companyId: number } | { railwayCompanies: true; companyId?: number | undefined };

const railwayCompanyIds = (db: Db) =>
  db.select({ id: companies.id }).from(companies).where(eq(companies.isTransportCompany, false));

export async function findGroup(db: Db | Tx, id: number): Promise<GroupRow | undefined> {
  const [row] = await db
    .select(groupColumns)
    .from(employeeGroups)
    .innerJoin(companies, eq(companies.id, employeeGroups.companyId))
    .where(eq(employeeGroups.id, id));
  return row;
}

/** The scope's groups, newest first (every administration list sorts by id descending, §4). */
export async function findGroupPage(
  db: Db,
  scope: GroupScope,
  search: string | undefined,
  page: Pagination,
): Promise<{ total: number; rows: GroupRow[] }> {
  const where = and(
    scope.companyId === undefined ? undefined : eq(employeeGroups.companyId, scope.companyId),
    'railwayCompanies' in scope ? inArray(employeeGroups.companyId, railwayCompanyIds(db)) : undefined,
    adminSearch(search, [employeeGroups.name]),
  );
  const [counted] = await db.select({ n: count() }).from(employeeGroups).where(where);
  const query = db
    .select(groupColumns)
    .from(employeeGroups)
    .innerJoin(companies, eq(companies.id, employeeGroups.companyId))
    .where(where)
    .orderBy(desc(employeeGroups.id))
    .offset(page.offset)
    .$dynamic();
  const rows = await paged(query, page);
  return { total: counted?.n ?? 0, rows };
}

/** The stakes of each group, keyed by group id. */
export async function stakesOfGroups(db: Db | Tx, groupIds: readonly number[]) {
  const byGroup = new Map<number, StakeRow[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select()
    .from(stakes)
    .where(inArray(stakes.employeeGroupId, [...groupIds]));
  for (const row of rows) {
    if (row.employeeGroupId === null) continue;
    byGroup.set(row.employeeGroupId, [...(byGroup.get(row.employeeGroupId) ?? []), row]);
  }
  return byGroup;
}

export async function insertGroup(tx: Tx, companyId: number, name: string): Promise<number> {
  const [row] = await tx
    .insert(employeeGroups)
    .values({ companyId, name })
    .returning({ id: employeeGroups.id });
  if (!row) throw new Error('employee group not inserted');
  return row.id;
}

export async function insertStakes(
  tx: Tx,
  groupId: number,
  values: readonly { kilometerRate: number; waitHourRate: number; validFrom: string }[],
) {
  if (values.length === 0) return;
  await tx.insert(stakes).values(values.map((value) => ({ ...value, employeeGroupId: groupId })));
}

/** Renames the group if it is still at `version`; false when another write came first. */
export async function updateGroup(tx: Tx, id: number, version: number, name: string): Promise<boolean> {
  const rows = await tx
    .update(employeeGroups)
    .set({ name, version: bumpVersion(employeeGroups.version) })
    .where(and(eq(employeeGroups.id, id), eq(employeeGroups.version, version)))
    .returning({ id: employeeGroups.id });
  return rows.length === 1;
}

/** Passengers and users (deleted ones too: their rides keep the rate) that belong to the group. */
export async function groupMembers(db: Db | Tx, id: number): Promise<number> {
  const [byPassenger] = await db
    .select({ n: count() })
    .from(passengers)
    .where(eq(passengers.employeeGroupId, id));
  const [byUser] = await db.select({ n: count() }).from(users).where(eq(users.employeeGroupId, id));
  return (byPassenger?.n ?? 0) + (byUser?.n ?? 0);
}

export async function deleteGroup(tx: Tx, id: number): Promise<void> {
  await tx.delete(stakes).where(eq(stakes.employeeGroupId, id));
  await tx.delete(employeeGroups).where(eq(employeeGroups.id, id));
}
