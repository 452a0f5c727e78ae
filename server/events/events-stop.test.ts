/**
 * A live stream whose request arrived just before the server began to stop (its handler still waiting
 * for the database) ends as it opens. Before, it registered after the stop had ended the open streams
 * and held the stop until close-unused-connections.ts cut it off, 5 s later: the journeys' own
 * servers took 5 s to stop right after a page load (issue 30).
 */
import { describe, expect, it } from 'vitest';
import { seedDemo, DEMO_PASSWORD } from '../seed/demo';
import { IN_FLIGHT_GRACE_MS } from '../http/close-unused-connections';
import { createTestApp, login } from '../test/factories.support';
import { openStream } from '../test/events/sse-client.support';

describe('GET /api/events while the server stops', () => {
  it('ends a stream whose handler was still waiting when the stop began', async () => {
    const app = await createTestApp();
    await seedDemo(app.db);
    const { token } = await login(app, 'transport', DEMO_PASSWORD);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');

    // The database is held by a transaction, so the stream's handler waits at its first query.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    let holding = () => {};
    const isHolding = new Promise<void>((done) => (holding = done));
    const transaction = app.db.transaction(async () => {
      holding();
      await held;
    });
    await isHolding;
    const arrived = new Promise<void>((done) => app.server.once('request', () => done()));
    const stream = openStream(`http://127.0.0.1:${address.port}/api/events`, {
      authorization: `Bearer ${token}`,
    });
    await arrived;

    const started = Date.now();
    const closing = app.close();
    // The stop has begun (preClose ran) before the handler gets its answer from the database.
    await new Promise((done) => setTimeout(done, 50));
    release();
    await transaction;
    await closing;
    expect(Date.now() - started).toBeLessThan(IN_FLIGHT_GRACE_MS / 2);
    const opened = await stream;
    await expect(opened.next((block) => block.event !== null, 1000)).rejects.toThrow('stream ended');
  });
});
