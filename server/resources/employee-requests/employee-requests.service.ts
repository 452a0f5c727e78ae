/**
 * Employee request writes (administration.md §4, §7; ADR 020): each is one transaction that checks the
 * domain rule first. A message carries the browser's idempotency key: a retry of a stored message
 * answers that message and inserts nothing (the unique index decides a race between two retries).
 */
import { and, eq } from 'drizzle-orm';
import {
  EMPLOYEE_REQUEST_MESSAGES as M,
  canCreateRequest,
  canFinishRequest,
  canSeeRequest,
  canWriteToRequest,
  type RequestFacts,
} from '../../../domain/employee-requests/employee-request-rules';
import type {
  CreateMessageInput,
  CreateRequestInput,
} from '../../../domain/employee-requests/employee-request-input';
import type { AuthUser } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import {
  employeeRequestMessageViews,
  employeeRequestMessages,
  employeeRequests,
} from '../../db/employee-requests-schema';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { checkFreshness, staleWrite, bumpVersion } from '../../http/versioning';
import { publishRequestEvent } from './employee-request-events';
import { findRequest, type RequestRow } from './employee-requests.repository';

export const factsOf = (row: RequestRow): RequestFacts => ({
  createdById: row.request.createdById,
  creatorCompanyId: row.creatorCompanyId,
  status: row.request.status === 'finished' ? 'finished' : 'open',
});

/** A request the user may see, else 404 (another company's request is not there for them). */
export async function visibleRequest(db: Db | Tx, user: AuthUser, id: number): Promise<RequestRow> {
  const row = await findRequest(db as Db, id);
  if (!row || !canSeeRequest(user, factsOf(row))) throw notFound();
  return row;
}

async function storedMessage(tx: Tx, authorId: number, key: string) {
  const [row] = await tx
    .select()
    .from(employeeRequestMessages)
    .where(
      and(eq(employeeRequestMessages.createdById, authorId), eq(employeeRequestMessages.idempotencyKey, key)),
    );
  return row;
}

/** Inserts the message unless the author already sent this key; answers its id and whether it is new. */
async function insertMessage(tx: Tx, user: AuthUser, requestId: number, text: string, key: string) {
  const [inserted] = await tx
    .insert(employeeRequestMessages)
    .values({ requestId, text, createdById: user.id, idempotencyKey: key })
    .onConflictDoNothing()
    .returning({ id: employeeRequestMessages.id });
  if (inserted) return inserted.id;
  const stored = await storedMessage(tx, user.id, key);
  if (!stored) throw staleWrite();
  return stored.id;
}

/** A new request with its first message; a retried create (same key) answers the stored request. */
export async function createRequest(db: Db, user: AuthUser, input: CreateRequestInput) {
  if (!canCreateRequest(user)) throw forbidden();
  return db.transaction(async (tx) => {
    const stored = await storedMessage(tx, user.id, input.idempotencyKey);
    if (stored) return { id: stored.requestId, created: false };
    const [request] = await tx
      .insert(employeeRequests)
      .values({ createdById: user.id })
      .returning({ id: employeeRequests.id });
    if (!request) throw staleWrite();
    await insertMessage(tx, user, request.id, input.message, input.idempotencyKey);
    const row = await findRequest(tx as unknown as Db, request.id);
    if (row) await publishRequestEvent(tx, row, 'created', { authorId: user.id, text: input.message });
    return { id: request.id, created: true };
  });
}

/** A message in an open request's chat; the same key again answers the stored message (200). */
export async function addMessage(db: Db, user: AuthUser, input: CreateMessageInput) {
  return db.transaction(async (tx) => {
    const stored = await storedMessage(tx, user.id, input.idempotencyKey);
    if (stored) {
      if (stored.requestId !== input.employeeRequest) throw new ApiError(409, M.keyReused);
      return { id: stored.id, created: false };
    }
    const row = await visibleRequest(tx, user, input.employeeRequest);
    if (!canWriteToRequest(user, factsOf(row))) throw new ApiError(409, M.finished);
    const id = await insertMessage(tx, user, row.request.id, input.message, input.idempotencyKey);
    await publishRequestEvent(tx, row, 'message', { authorId: user.id, text: input.message });
    return { id, created: true };
  });
}

/** The user has seen every message of the request (viewedBy, §3). */
export async function viewRequest(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await visibleRequest(tx, user, id);
    const messages = await tx
      .select({ id: employeeRequestMessages.id })
      .from(employeeRequestMessages)
      .where(eq(employeeRequestMessages.requestId, row.request.id));
    if (messages.length === 0) return;
    const added = await tx
      .insert(employeeRequestMessageViews)
      .values(messages.map((message) => ({ messageId: message.id, userId: user.id })))
      .onConflictDoNothing()
      .returning({ id: employeeRequestMessageViews.messageId });
    const count = added.length;
    if (count > 0) await publishRequestEvent(tx, row, 'viewed');
  });
}

/** Finishing (§4): leaves the open list. A sent If-Match or body version is checked (412/409). */
export async function finishRequest(
  db: Db,
  user: AuthUser,
  id: number,
  version: { ifMatch: string | undefined; body: number | null | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await visibleRequest(tx, user, id);
    const facts = factsOf(row);
    if (facts.status === 'finished') throw new ApiError(409, M.finished);
    if (!canFinishRequest(user, facts)) throw forbidden();
    checkFreshness({
      etagVersion: row.request.version,
      ifMatch: version.ifMatch,
      bodyVersion: version.body,
      required: false,
    });
    const updated = await tx
      .update(employeeRequests)
      .set({ status: 'finished', version: bumpVersion(employeeRequests.version) })
      .where(
        and(
          eq(employeeRequests.id, id),
          eq(employeeRequests.status, 'open'),
          eq(employeeRequests.version, row.request.version),
        ),
      )
      .returning({ id: employeeRequests.id });
    if (updated.length === 0) throw staleWrite();
    await publishRequestEvent(tx, { ...row, request: { ...row.request, status: 'finished' } }, 'finished');
  });
}
