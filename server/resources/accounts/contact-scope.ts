/**
 * The facts domain/people/contact-visibility.ts needs, read for the caller: the railway companies
 * its transport company serves (`servedRailwayCompanies`, which counts confirmed links only),
 * and the SQL that narrows home places to the people whose contacts the caller may see.
 */
import { eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { isTransportCompanyUser } from '../../../domain/auth/roles';
import { contactScope, type ContactScope } from '../../../domain/people/contact-visibility';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { places, users } from '../../db/schema';
import { servedRailwayCompanies } from '../companies/scope';

/**
 * The caller's contact scope. Drivers' ride passengers are not read here: no route that uses this
 * serves a driver's ride page (course-info answers those itself), so a driver sees only their own.
 */
export async function contactScopeOf(db: Db, user: AuthUser): Promise<ContactScope> {
  return contactScope(user, {
    servedCompanyIds: isTransportCompanyUser(user) ? await servedRailwayCompanies(db, user.companyId) : [],
    ridePassengerUserIds: [],
  });
}

/** The company of a home place's person: its owner's, or the place's for a home without owner. */
const homeCompany = sql`coalesce((select ${users.companyId} from ${users} where ${users.id} = ${places.userId}), ${places.companyId})`;

/** Every place but the homes of people whose contacts `scope` does not reveal. */
export function homePlacesWhere(scope: ContactScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return or(
    ne(places.type, 'home'),
    eq(places.userId, scope.selfId),
    scope.userIds.length > 0 ? inArray(places.userId, [...scope.userIds]) : undefined,
    scope.companyIds.length > 0 ? inArray(homeCompany, [...scope.companyIds]) : undefined,
  );
}

/** The person a home place belongs to (user id and company), for `scopeReveals`. */
export async function homePerson(
  db: Db,
  place: { userId: number | null; companyId: number | null },
): Promise<{ userId: number | null; companyId: number | null }> {
  if (place.userId === null) return { userId: null, companyId: place.companyId };
  const [owner] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, place.userId));
  return { userId: place.userId, companyId: owner?.companyId ?? null };
}
