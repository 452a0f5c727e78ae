import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIDE_REFUSALS } from '../../../domain/rides/ride-messages';
import { buildWriteApp } from '../../test/course-writes/write-app.support';
import {
  courseRow,
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

const WAITING = 'waiting_for_transport_company_acceptance';
const STALE = 'Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.';

interface Refusal {
  name: string;
  user: string;
  action: string;
  from: string;
  payload?: object;
  status: 403 | 404 | 409 | 422;
  message?: string;
}

const refused: Refusal[] = [
  { name: 'the railway company accepts', user: 'firma', action: 'accept', from: WAITING, status: 403 },
  {
    name: 'the driver accepts for the company',
    user: 'kierowca',
    action: 'accept',
    from: WAITING,
    status: 403,
  },
  {
    name: 'the superior contractor accepts',
    user: 'transport.nadrzedny',
    action: 'accept',
    from: WAITING,
    status: 403,
  },
  {
    name: 'another transport company accepts',
    user: 'podwykonawca',
    action: 'accept',
    from: WAITING,
    status: 404,
  },
  {
    name: 'a passenger of another company cancels',
    user: 'podwykonawca',
    action: 'cancel',
    from: 'planning',
    status: 404,
  },
  {
    name: 'the contractor accepts a planned ride',
    user: 'transport',
    action: 'accept',
    from: 'planning',
    status: 409,
    message: RIDE_REFUSALS.status,
  },
  {
    name: 'the contractor declines an accepted ride',
    user: 'transport',
    action: 'decline',
    from: 'accepted_by_transport_company',
    status: 409,
  },
  { name: 'the contractor cancels', user: 'transport', action: 'cancel', from: 'planning', status: 403 },
  { name: 'the driver cancels', user: 'kierowca', action: 'cancel', from: 'planning', status: 403 },
  {
    name: 'a dispatcher cancels a cancelled ride',
    user: 'dyspozytor',
    action: 'cancel',
    from: 'cancelled',
    status: 409,
  },
  {
    name: 'the contractor cancels during realization before the start',
    user: 'transport',
    action: 'cancel_during_realization',
    from: 'accepted_by_driver',
    status: 409,
    message: RIDE_REFUSALS.cancel_during_realization,
  },
  {
    name: 'a dispatcher cancels during realization',
    user: 'dyspozytor',
    action: 'cancel_during_realization',
    from: 'accepted_by_driver',
    status: 403,
  },
  {
    name: 'the company restores a planned ride',
    user: 'firma',
    action: 'restore',
    from: 'planning',
    status: 409,
  },
  { name: 'the contractor restores', user: 'transport', action: 'restore', from: 'cancelled', status: 403 },
  {
    name: 'the company sets a status by hand',
    user: 'firma',
    action: 'status',
    from: 'planning',
    payload: { status: 'finished' },
    status: 403,
  },
  {
    name: 'a manager sets the current status',
    user: 'admin',
    action: 'status',
    from: 'planning',
    payload: { status: 'planning' },
    status: 409,
  },
  {
    name: 'a manager sets the railway company acceptance by hand',
    user: 'admin',
    action: 'status',
    from: 'accepted_by_contractor',
    payload: { status: 'accepted_by_customer' },
    status: 409,
    message: RIDE_REFUSALS.status,
  },
  {
    name: 'a dispatcher sets an inconsistency by hand',
    user: 'dyspozytor',
    action: 'status',
    from: 'accepted_by_customer',
    payload: { status: 'tcr_inconsistency' },
    status: 409,
  },
  {
    name: 'a manager moves a ride out of the railway company acceptance by hand',
    user: 'admin',
    action: 'status',
    from: 'accepted_by_customer',
    payload: { status: 'finished' },
    status: 409,
  },
  {
    name: 'a manager sets a kilometer status',
    user: 'admin',
    action: 'status',
    from: 'planning',
    payload: { status: 'settled' },
    status: 422,
  },
];

describe('ride transitions refused, nothing changed', () => {
  it.each(refused)('$name: $status', async ({ user, action, from, payload, status, message }) => {
    const { courseId, rideId } = await rideIn(app, { status: from });
    const before = await courseRow(app, courseId);
    const counts = await writeCounts(app);
    const response = await transition(app, user, rideId, action, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 422) expect(response.json()).toMatchObject({ '@type': 'hydra:Error' });
    if (message) expect(response.json()).toMatchObject({ 'hydra:description': message });
    expect((await rideRow(app, rideId)).status).toBe(from);
    expect((await courseRow(app, courseId)).version).toBe(before.version);
    expect(await writeCounts(app)).toEqual(counts);
  });

  it('answers 404 for a ride that does not exist', async () => {
    expect((await transition(app, 'admin', 99_999_999, 'cancel')).statusCode).toBe(404);
  });

  it('refuses a stale ride version with 409 and a stale If-Match with 412', async () => {
    const { rideId } = await rideIn(app, { status: WAITING });
    const ride = await rideRow(app, rideId);
    const stale = await transition(app, 'transport', rideId, 'accept', { version: ride.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ 'hydra:description': STALE });
    const staleEtag = await transition(app, 'transport', rideId, 'accept', undefined, {
      'if-match': 'W/"999"',
    });
    expect(staleEtag.statusCode).toBe(412);
    expect((await rideRow(app, rideId)).status).toBe(WAITING);
    const fresh = await transition(app, 'transport', rideId, 'accept', { version: ride.version });
    expect(fresh.statusCode).toBe(200);
  });
});
