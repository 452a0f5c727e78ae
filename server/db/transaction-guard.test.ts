import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import {
  ExternalCallInTransactionError,
  assertOutsideTransaction,
  insideTransaction,
} from './transaction-guard';

let database: Database;
beforeAll(async () => {
  database = await openDatabase('memory://', tmpdir());
});
afterAll(() => database.close());

describe('transaction guard', () => {
  it('knows when the caller runs inside a transaction, nested ones included', async () => {
    expect(insideTransaction()).toBe(false);
    const seen = await database.db.transaction(async (tx) => {
      const outer = insideTransaction();
      const nested = await tx.transaction(async () => insideTransaction());
      return { outer, nested };
    });
    expect(seen).toEqual({ outer: true, nested: true });
    expect(insideTransaction()).toBe(false);
  });

  it('refuses an adapter call from inside a transaction and allows it after', async () => {
    const call = () => assertOutsideTransaction('Google Directions');
    await expect(database.db.transaction(async () => call())).rejects.toBeInstanceOf(
      ExternalCallInTransactionError,
    );
    expect(call).not.toThrow();
  });
});
