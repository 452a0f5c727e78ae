/**
 * The two moments a kill can hit one message, made certain rather than left to the kill's timing:
 * between the claim and the send (no file yet), and between the send and the 'sent' mark (file
 * written). Staged on the dead server's data, in the state the dead process would leave (ADR 008).
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export interface StagedClaims {
  /** Claimed, file already written: must not be written again. */
  written: { id: number; mtimeMs: number };
  /** Claimed, not sent: must be sent once after the restart. */
  unsent: number;
}

export async function stageClaims(database: Database, outboxDir: string): Promise<StagedClaims> {
  const file = (id: number) => join(outboxDir, `${id}.json`);
  const rows = await database.db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));
  const written = rows.find((row) => existsSync(file(row.id)));
  const unsent = rows.find((row) => row.id !== written?.id);
  if (!written || !unsent) throw new Error(`the burst left ${rows.length} messages: two are needed`);
  rmSync(file(unsent.id), { force: true });
  for (const id of [written.id, unsent.id]) {
    await database.db
      .update(outboxMessages)
      .set({ status: 'sending', claimedAt: new Date(), sentAt: null })
      .where(eq(outboxMessages.id, id));
  }
  return { written: { id: written.id, mtimeMs: statSync(file(written.id)).mtimeMs }, unsent: unsent.id };
}

/** What went wrong with the staged claims after the restart; empty when each was sent once. */
export function stagedClaimProblems(staged: StagedClaims, outboxDir: string): string[] {
  const problems: string[] = [];
  const written = join(outboxDir, `${staged.written.id}.json`);
  if (!existsSync(written) || statSync(written).mtimeMs !== staged.written.mtimeMs)
    problems.push(`message ${staged.written.id}: written again after the restart`);
  if (!existsSync(join(outboxDir, `${staged.unsent}.json`)))
    problems.push(`message ${staged.unsent}: claimed before the kill, never sent after it`);
  return problems;
}
