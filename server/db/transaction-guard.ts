/**
 * No external call inside a database transaction (issue 14, docs/security.md): every transaction the
 * app opens runs in an AsyncLocalStorage context, and each adapter that leaves the process (Google
 * Directions and Places, the SMS gateway, SMTP) asserts it is outside one before it calls out. A slow
 * remote service then can never hold a course lock (PostgreSQL) or the whole embedded database (PGlite
 * runs one transaction at a time).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

const open = new AsyncLocalStorage<true>();

/** A programming error: the caller must fetch before its transaction or after it. */
export class ExternalCallInTransactionError extends Error {
  constructor(what: string) {
    super(`${what}: external call inside a database transaction`);
    this.name = 'ExternalCallInTransactionError';
  }
}

/** True while the calling async chain runs inside `db.transaction(...)`. */
export const insideTransaction = (): boolean => open.getStore() === true;

/** Throws when called inside a transaction; `what` names the adapter in the error. */
export function assertOutsideTransaction(what: string): void {
  if (insideTransaction()) throw new ExternalCallInTransactionError(what);
}

/** Marks every transaction of `db` (nested ones are inside the outer one already); answers `db`. */
export function guardTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const guarded: Db['transaction'] = (work, config) =>
    transaction((tx) => open.run(true, () => work(tx)), config);
  return Object.assign(db, { transaction: guarded });
}
