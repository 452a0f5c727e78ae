/**
 * The session's user read in ONE statement with the database's data version (issue 32, row 777):
 * the user row, its roles (aggregated in the same statement) and the course list's data version.
 *
 * Why the version rides along: the list's answer cache (server/http/response-cache) compares it on
 * every cached read, so a cached hit is this one statement and nothing else. It is read by the very
 * statement that read the user (`dataVersionColumn`, in that statement's snapshot under READ
 * COMMITTED), so it is read before anything the request reads afterwards, which
 * is all the answer cache asks of it. The user is read fresh every time: a deactivation or a role
 * change is seen by the next request, as before (no session is kept in memory).
 *
 * Concurrent requests share that statement (db/read-batches.ts, row 878): a request joins only a read
 * not yet sent, so its user and version are still read after it arrived; under an office's 32
 * connections one statement answers many requests instead of one each.
 */
import { sql } from 'drizzle-orm';
import { normalizeRoles, type Role } from '../../domain/auth/roles';
import { MAX_ROW_ID } from '../../domain/contract/iri';
import type { Db } from '../db/client';
import { anyOf, oncePerDb } from '../db/prepared';
import { ReadBatches } from '../db/read-batches';
import { userRoles, users } from '../db/schema';
import { dataVersionColumn } from '../http/response-cache/data-version';

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
  /** The course list's data version read by the statement; null when no user was found (nothing to answer). */
  version: string | null;
}

// Both drivers hand a text[] back as an array; the fallback keeps an unexpected shape from passing.
const asRoles = (value: unknown): Role[] =>
  normalizeRoles(Array.isArray(value) ? value.filter((role) => typeof role === 'string') : []);

/**
 * Built once per database handle and prepared (named): the statement runs for every authenticated
 * request, and building it with drizzle each time was the largest part of drizzle's share in the
 * profile of a cached list hit (ADR 014). `ids` is every user a batch of requests names.
 */
function sessionStatement(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      companyId: users.companyId,
      isActive: users.isActive,
      roles: sql<unknown>`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id})`,
      version: dataVersionColumn,
    })
    .from(users)
    .where(anyOf(users.id, 'ids'))
    .prepare('authenticate_sessions');
}

/** Reads at once: under the pool's 10 connections, so list builds always find one of their own. */
const MAX_IN_FLIGHT = 2;
const MAX_IDS = 500;

interface FoundSession {
  user: SessionUser;
  version: string;
}

function sessionBatches(db: Db): ReadBatches<number, FoundSession> {
  const statement = sessionStatement(db);
  return new ReadBatches({
    maxInFlight: MAX_IN_FLIGHT,
    maxKeys: MAX_IDS,
    async read(ids) {
      const rows = await statement.execute({ ids });
      return new Map(
        rows.map(({ version, roles, ...user }) => [
          user.id,
          { user: { ...user, roles: asRoles(roles) }, version },
        ]),
      );
    },
  });
}
/** The session reads of `db` (tests count their statements). */
export const sessionReads = oncePerDb(sessionBatches);

export async function readSessionUser(db: Db, id: number): Promise<SessionRead> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) return { user: undefined, version: null };
  const found = await sessionReads(db).get(id);
  if (!found) return { user: undefined, version: null };
  // Requests of one user in one batch share the read, never its objects.
  return { user: { ...found.user, roles: [...found.user.roles] }, version: found.version };
}
