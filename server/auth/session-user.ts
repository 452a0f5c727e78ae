/**
 * The session's user read in ONE statement with the database's data version (issue 32, row 777):
 * the user row, its roles (aggregated in the same statement) and `pg_current_snapshot()`.
 *
 * Why the version rides along: the list's answer cache (server/http/response-cache) compares it on
 * every cached read, so a cached hit is this one statement and nothing else. It is the snapshot of the
 * very statement that read the user (PostgreSQL's `pg_current_snapshot()` is the statement's active
 * snapshot under READ COMMITTED), so it is read before anything the request reads afterwards, which
 * is all the answer cache asks of it. The user is read fresh every time: a deactivation or a role
 * change is seen by the next request, as before (no session is kept in memory).
 */
import { eq, sql } from 'drizzle-orm';
import { normalizeRoles, type Role } from '../../domain/auth/roles';
import { MAX_ROW_ID } from '../../domain/contract/iri';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema';

export interface SessionUser {
  id: number;
  username: string;
  companyId: number | null;
  isActive: boolean;
  roles: Role[];
}

export interface SessionRead {
  /** Undefined when the token names no user (deleted, or an id outside the column's range). */
  user: SessionUser | undefined;
  /** `pg_current_snapshot()` of the statement; null when no user was found (nothing to answer). */
  version: string | null;
}

// Both drivers hand a text[] back as an array; the fallback keeps an unexpected shape from passing.
const asRoles = (value: unknown): Role[] =>
  normalizeRoles(Array.isArray(value) ? value.filter((role) => typeof role === 'string') : []);

/**
 * Built once per database handle and prepared (named): the statement runs on every authenticated
 * request, and building it with drizzle each time was the largest part of drizzle's share in the
 * profile of a cached list hit (ADR 014).
 */
function sessionStatement(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      companyId: users.companyId,
      isActive: users.isActive,
      roles: sql<unknown>`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id})`,
      version: sql<string>`pg_current_snapshot()::text`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('authenticate_session');
}
const prepared = new WeakMap<Db, ReturnType<typeof sessionStatement>>();

export async function readSessionUser(db: Db, id: number): Promise<SessionRead> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) return { user: undefined, version: null };
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = sessionStatement(db)));
  const [row] = await statement.execute({ id });
  if (!row) return { user: undefined, version: null };
  const { version, roles, ...user } = row;
  return { user: { ...user, roles: asRoles(roles) }, version };
}
