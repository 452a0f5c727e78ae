import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWriteApp } from '../../test/course-writes/write-app.support';
import {
  messagesAbout,
  rideIn,
  rideRow,
  transition,
  writeCounts,
} from '../../test/course-core/ride-states.support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildWriteApp();
});
afterAll(() => app.close());

describe('concurrent transitions of one ride', () => {
  it('lets exactly one of two simultaneous accepts win; the other gets 409', async () => {
    const { rideId } = await rideIn(app, { status: 'waiting_for_transport_company_acceptance' });
    const counts = await writeCounts(app);
    const answers = await Promise.all([
      transition(app, 'transport', rideId, 'accept'),
      transition(app, 'transport', rideId, 'accept'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await rideRow(app, rideId)).status).toBe('accepted_by_transport_company');
    expect((await writeCounts(app)).events).toBe(counts.events + 1);
  });

  it('lets an accept and a decline race: one wins, the ride ends in its status', async () => {
    const { rideId } = await rideIn(app, { status: 'waiting_for_transport_company_acceptance' });
    const [accept, decline] = await Promise.all([
      transition(app, 'transport', rideId, 'accept'),
      transition(app, 'transport', rideId, 'decline'),
    ]);
    expect([accept.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
    const winner =
      accept.statusCode === 200 ? 'accepted_by_transport_company' : 'declined_by_transport_company';
    expect((await rideRow(app, rideId)).status).toBe(winner);
    // The refusal of the loser wrote no message.
    expect((await messagesAbout(app, rideId)).length).toBe(accept.statusCode === 200 ? 0 : 1);
  });

  it('lets two cancels race: one cancel, one message set', async () => {
    const { rideId } = await rideIn(app, { status: 'accepted_by_driver' });
    const answers = await Promise.all([
      transition(app, 'dyspozytor', rideId, 'cancel'),
      transition(app, 'firma', rideId, 'cancel'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await messagesAbout(app, rideId)).length).toBe(2);
  });
});
