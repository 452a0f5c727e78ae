/**
 * Proves a refused request wrote nothing, cheaply. A transaction that writes (or locks a row) gets a
 * transaction id; one that only reads does not. So the next transaction id before and after a request
 * tells whether anything could have been written: when it did not move, the database is unchanged
 * and no checksum is needed. When it moved, the row counts and checksums of every table
 * (`tableFingerprints` of table-checksums.support.ts: one statement, no sorting) are compared with the last ones taken: equal after a refusal (a rolled-back
 * write or a lock leaves them equal), and taken anew after an accepted write.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { tableFingerprints, type TableChecksums } from '../db/table-checksums.support';

/** The id the next writing transaction will get (reading it assigns none). */
async function nextTransactionId(db: Db): Promise<string> {
  const [row] = await rawRows<{ xid: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  );
  return row?.xid ?? '';
}

/**
 * The course list's data version (migration 0037) moves with a write to any table it watches, so it
 * changes exactly when such a table does and would only repeat that table's name.
 */
const DERIVED = new Set(['public.course_list_version']);

/** The tables whose rows differ between two checksums. */
export function changedTables(before: TableChecksums, after: TableChecksums): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) =>
      !DERIVED.has(name) &&
      (before[name]?.rows !== after[name]?.rows || before[name]?.md5 !== after[name]?.md5),
  );
}

export class DatabaseWatch {
  private checksums: TableChecksums = {};
  private xid = '';
  private current = false;
  /** Full checksums taken (the test reports it: each costs a scan of every table). */
  checksumCount = 0;

  constructor(
    private readonly db: Db,
    /** Waits for writes started by earlier requests (the outbox's delivery run after a commit). */
    private readonly settle: () => Promise<void>,
    /** Tables a refusal writes by design (e.g. failed logins counted for the rate limit). */
    private readonly writtenOnRefusal: ReadonlySet<string> = new Set(),
  ) {}

  private async snapshot() {
    this.checksums = await tableFingerprints(this.db);
    this.checksumCount += 1;
    this.xid = await nextTransactionId(this.db);
  }

  /** Before a request: a fresh baseline if anything wrote since the last one (setup, an accepted write). */
  async before(): Promise<void> {
    // Right after a checked refusal the baseline is current: nothing ran since.
    if (this.current) {
      this.current = false;
      return;
    }
    await this.settle();
    if ((await nextTransactionId(this.db)) !== this.xid) await this.snapshot();
  }

  /** After a write outside the watched requests (a fixture's new rows): the next `before` takes a new baseline. */
  forget(): void {
    this.current = false;
  }

  /**
   * After a request: the tables a refused request changed ([] when none); after an accepted one,
   * the new baseline is taken by the next `before`.
   */
  async afterRefusal(): Promise<string[]> {
    await this.settle();
    this.current = true;
    if ((await nextTransactionId(this.db)) === this.xid) return [];
    const previous = this.checksums;
    await this.snapshot();
    return changedTables(previous, this.checksums).filter((name) => !this.writtenOnRefusal.has(name));
  }
}
