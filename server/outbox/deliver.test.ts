import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';
import { insideTransaction } from '../db/transaction-guard';
import { CLAIM_LEASE_MS, PermanentDeliveryError, deliverPending, releaseClaims } from './deliver';
import type { OutboxAdapter, OutboxRow } from './deliver';
import { enqueueMessage } from './enqueue';
import { offlineAdapter } from './offline-adapter';

let database: Database;

beforeAll(async () => {
  database = await openDatabase('memory://', tmpdir());
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outboxMessages);
});

const rows = () => database.db.select().from(outboxMessages).orderBy(outboxMessages.id);

describe('deliverPending', () => {
  it('writes each message as JSON with the offline adapter and marks it sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kursownik-outbox-'));
    const id = await enqueueMessage(database.db, {
      channel: 'email',
      recipient: 'jan@example.com',
      subject: 'Temat',
      body: 'Treść wiadomości',
    });
    expect(await deliverPending(database.db, offlineAdapter(dir))).toBe(1);
    const file = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as Record<string, unknown>;
    expect(file).toEqual({
      id,
      channel: 'email',
      recipient: 'jan@example.com',
      subject: 'Temat',
      body: 'Treść wiadomości',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await rows()).toMatchObject([{ id, status: 'sent', attempts: 1, lastError: null }]);
    expect(await deliverPending(database.db, offlineAdapter(dir))).toBe(0);
  });

  it('sends each message once when two workers run at the same time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kursownik-outbox-'));
    for (let i = 0; i < 15; i++) {
      await enqueueMessage(database.db, { channel: 'sms', recipient: '600100200', body: `wiadomość ${i}` });
    }
    const sent: number[] = [];
    const counting: OutboxAdapter = {
      async send(message: OutboxRow) {
        sent.push(message.id);
        await offlineAdapter(dir).send(message);
      },
    };
    const drain = async () => {
      while ((await deliverPending(database.db, counting, { batchSize: 4 })) > 0);
    };
    await Promise.all([drain(), drain()]);
    expect(sent).toHaveLength(15);
    expect(new Set(sent).size).toBe(15);
    expect(readdirSync(dir)).toHaveLength(15);
    expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('keeps a failed message pending for a retry and gives up on permanent failures', async () => {
    const transient = await enqueueMessage(database.db, { channel: 'email', recipient: 'a@b.pl', body: 'x' });
    const permanent = await enqueueMessage(database.db, {
      channel: 'sms',
      recipient: '600100200',
      body: 'y',
    });
    const failing: OutboxAdapter = {
      send: (message) =>
        Promise.reject(
          message.channel === 'sms'
            ? new PermanentDeliveryError('brak bramki SMS')
            : new Error('SMTP nie odpowiada'),
        ),
    };
    await deliverPending(database.db, failing, { maxAttempts: 2 });
    expect(await rows()).toMatchObject([
      { id: transient, status: 'pending', attempts: 1, lastError: 'SMTP nie odpowiada' },
      { id: permanent, status: 'failed', attempts: 1, lastError: 'brak bramki SMS' },
    ]);
    await deliverPending(database.db, failing, { maxAttempts: 2 });
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('sends outside any transaction: the message is claimed first, the database stays free meanwhile', async () => {
    const id = await enqueueMessage(database.db, { channel: 'email', recipient: 'a@b.pl', body: 'x' });
    const seen: { inside: boolean; status: string | undefined }[] = [];
    const watching: OutboxAdapter = {
      async send() {
        // A query from outside: PGlite would queue it behind a transaction still open.
        const [row] = await rows();
        seen.push({ inside: insideTransaction(), status: row?.status });
      },
    };
    expect(await deliverPending(database.db, watching)).toBe(1);
    expect(seen).toEqual([{ inside: false, status: 'sending' }]);
    expect(await rows()).toMatchObject([{ id, status: 'sent', attempts: 1, claimedAt: null }]);
  });

  it('takes again a claim a dead worker left behind, only once its lease is over', async () => {
    const id = await enqueueMessage(database.db, { channel: 'email', recipient: 'a@b.pl', body: 'x' });
    const claimedAt = new Date('2030-01-01T10:00:00Z');
    await database.db.update(outboxMessages).set({ status: 'sending', claimedAt });
    const sent: number[] = [];
    const counting: OutboxAdapter = { send: async (message) => void sent.push(message.id) };
    const at = (ms: number) => () => new Date(claimedAt.getTime() + ms);
    expect(await deliverPending(database.db, counting, { now: at(CLAIM_LEASE_MS - 1000) })).toBe(0);
    expect(await deliverPending(database.db, counting, { now: at(CLAIM_LEASE_MS + 1000) })).toBe(1);
    expect(sent).toEqual([id]);
    expect(await rows()).toMatchObject([{ id, status: 'sent' }]);
  });

  it('takes a shorter lease when configured (OUTBOX_CLAIM_LEASE_SECONDS)', async () => {
    await enqueueMessage(database.db, { channel: 'email', recipient: 'a@b.pl', body: 'x' });
    const claimedAt = new Date('2030-01-01T10:00:00Z');
    await database.db.update(outboxMessages).set({ status: 'sending', claimedAt });
    const noop: OutboxAdapter = { send: async () => {} };
    const at = (ms: number) => () => new Date(claimedAt.getTime() + ms);
    expect(await deliverPending(database.db, noop, { leaseMs: 1000, now: at(900) })).toBe(0);
    expect(await deliverPending(database.db, noop, { leaseMs: 1000, now: at(1100) })).toBe(1);
  });
});

describe('after a crash (ADR 008)', () => {
  it('releaseClaims gives every claimed message back for sending at once, and only those', async () => {
    const claimed = await enqueueMessage(database.db, { channel: 'email', recipient: 'a@b.pl', body: 'x' });
    const sent = await enqueueMessage(database.db, { channel: 'email', recipient: 'c@d.pl', body: 'y' });
    await database.db.update(outboxMessages).set({ status: 'sending', claimedAt: new Date() });
    await database.db
      .update(outboxMessages)
      .set({ status: 'sent', claimedAt: null })
      .where(eq(outboxMessages.id, sent));
    expect(await releaseClaims(database.db)).toBe(1);
    expect(await rows()).toMatchObject([
      { id: claimed, status: 'pending', claimedAt: null },
      { id: sent, status: 'sent' },
    ]);
    expect(await releaseClaims(database.db)).toBe(0);
  });

  it('the offline adapter writes a message once: a file already written by a dead process is kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kursownik-outbox-'));
    const id = await enqueueMessage(database.db, { channel: 'sms', recipient: '600100200', body: 'raz' });
    const [row] = await rows();
    if (!row) throw new Error('no row');
    await offlineAdapter(dir).send(row);
    const first = statSync(join(dir, `${id}.json`));
    // Sent again after a crash between the file and the 'sent' mark: the same file, not a second write.
    await offlineAdapter(dir).send({ ...row, body: 'drugi raz' });
    expect(statSync(join(dir, `${id}.json`)).mtimeMs).toBe(first.mtimeMs);
    expect(JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8'))).toMatchObject({ body: 'raz' });
    // Written aside and renamed: no partial file is left beside it.
    expect(readdirSync(dir)).toEqual([`${id}.json`]);
  });
});
