/**
 * Which first steps an installation has done (`GET /api/first_steps`): one statement of EXISTS
 * probes, each stopping at its first row, so the answer costs the same on an empty database and on
 * a busy one. What counts as done is written in domain/contract/first-steps.schema.ts.
 */
import { and, eq, exists, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FirstStepsWire } from '../../../domain/contract/first-steps.schema';
import { FIRST_STEP_ACCOUNT_ROLES } from '../../../domain/onboarding/first-steps';
import type { Db } from '../../db/client';
import { courses } from '../../db/course-schema';
import {
  companies,
  companyContractors,
  companyPrincipals,
  drivers,
  employeeGroups,
  passengers,
  places,
  stakes,
  startingBases,
  userRoles,
  users,
} from '../../db/schema';

const linked = alias(companies, 'linked');
const ONE = { one: sql`1` };

/** Whether `table` has a row (matching `where`): the probe stops at the first one. */
const anyRow = (db: Db, table: PgTable, where?: SQL) => exists(db.select(ONE).from(table).where(where));

/** Whether an active account stands behind a row of `table` (a driver, a passenger, a role). */
const activeAccount = (db: Db, table: PgTable, userId: PgColumn, where?: SQL) =>
  exists(
    db
      .select(ONE)
      .from(table)
      .innerJoin(users, and(eq(users.id, userId), eq(users.isActive, true)))
      .where(where),
  );

/** A confirmed link whose two companies are active, with a confirmed stake (ADR 022). */
const confirmedLinkWithStake = (
  db: Db,
  link: typeof companyContractors | typeof companyPrincipals,
  other: PgColumn,
  stakeOf: PgColumn,
) =>
  exists(
    db
      .select(ONE)
      .from(link)
      .innerJoin(companies, and(eq(companies.id, link.companyId), eq(companies.isActive, true)))
      .innerJoin(linked, and(eq(linked.id, other), eq(linked.isActive, true)))
      .innerJoin(stakes, and(eq(stakeOf, link.id), isNotNull(stakes.confirmedAt)))
      .where(isNotNull(link.confirmedAt)),
  );

const flag = (condition: SQL | undefined) => sql<boolean>`${condition ?? sql`false`}`.mapWith(Boolean);

export async function findFirstSteps(db: Db): Promise<FirstStepsWire> {
  const company = (transport: boolean) =>
    anyRow(db, companies, and(eq(companies.isActive, true), eq(companies.isTransportCompany, transport)));
  const [row] = await db
    .select({
      railwayCompany: flag(company(false)),
      transportCompany: flag(company(true)),
      contractorLink: flag(
        or(
          confirmedLinkWithStake(
            db,
            companyContractors,
            companyContractors.contractorId,
            stakes.companyContractorId,
          ),
          confirmedLinkWithStake(
            db,
            companyPrincipals,
            companyPrincipals.principalId,
            stakes.companyPrincipalId,
          ),
        ),
      ),
      users: flag(
        activeAccount(
          db,
          userRoles,
          userRoles.userId,
          inArray(userRoles.role, [...FIRST_STEP_ACCOUNT_ROLES]),
        ),
      ),
      places: flag(anyRow(db, places, and(eq(places.type, 'place'), eq(places.isActive, true)))),
      startingBase: flag(anyRow(db, startingBases, eq(startingBases.isActive, true))),
      drivers: flag(activeAccount(db, drivers, drivers.userId)),
      passengers: flag(activeAccount(db, passengers, passengers.userId)),
      employeeGroups: flag(anyRow(db, employeeGroups)),
      course: flag(anyRow(db, courses)),
    })
    .from(sql`(select 1) as probe`);
  if (!row) throw new Error('first steps: no row');
  return row;
}
