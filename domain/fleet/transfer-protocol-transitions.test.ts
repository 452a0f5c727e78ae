import { describe, expect, it } from 'vitest';
import {
  PROTOCOL_MOVES,
  TRANSFER_STATUSES,
  mayHandOverCar,
  protocolTransition,
  type ProtocolMove,
  type TransferStatus,
} from './transfer-protocol-transitions';
import type { FleetActor } from './car-permissions';

const COMPANY = 7;
const actors: Record<string, FleetActor> = {
  newDriver: { id: 2, roles: ['ROLE_DRIVER'], companyId: COMPANY },
  creator: { id: 3, roles: ['ROLE_DRIVER'], companyId: COMPANY },
  fleet: { id: 4, roles: ['ROLE_FLEET'], companyId: COMPANY },
  foreignFleet: { id: 5, roles: ['ROLE_FLEET'], companyId: 99 },
  transport: { id: 6, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: COMPANY },
  admin: { id: 1, roles: ['ROLE_ADMIN'], companyId: null },
};
const protocol = (status: TransferStatus) => ({
  status,
  newDriverId: 2,
  createdById: 3,
  car: { companyId: COMPANY, userId: 3 },
});

/** The expected answer for each move: who may, from which status, to which status. */
const EXPECTED: Record<ProtocolMove, { who: string[]; from: TransferStatus; to: TransferStatus }> = {
  accept: { who: ['newDriver'], from: 'waiting_for_acceptance', to: 'waiting_for_validation' },
  refuse: { who: ['newDriver'], from: 'waiting_for_acceptance', to: 'declined' },
  validate: { who: ['fleet', 'admin'], from: 'waiting_for_validation', to: 'accepted' },
  reject: { who: ['fleet', 'admin'], from: 'waiting_for_validation', to: 'declined' },
  edit: { who: ['creator'], from: 'waiting_for_acceptance', to: 'waiting_for_acceptance' },
};

describe('protocolTransition', () => {
  for (const move of PROTOCOL_MOVES)
    for (const [name, actor] of Object.entries(actors))
      for (const status of TRANSFER_STATUSES) {
        const { who, from, to } = EXPECTED[move];
        const expected = !who.includes(name)
          ? { allowed: false, reason: 'forbidden' }
          : status !== from
            ? { allowed: false, reason: 'status' }
            : { allowed: true, status: to };
        it(`${move} by ${name} from ${status}: ${JSON.stringify(expected)}`, () => {
          expect(protocolTransition(actor, protocol(status), move)).toMatchObject(expected);
        });
      }
});

describe('mayHandOverCar', () => {
  const car = { companyId: COMPANY, userId: 3 };
  it.each([
    ['the car’s driver', actors.creator, false, true],
    ['the car’s driver while a protocol is pending', actors.creator, true, false],
    ['another driver', actors.newDriver, false, false],
    ['the fleet user of the company', actors.fleet, false, true],
    ['a fleet user of another company', actors.foreignFleet, false, false],
    ['the fleet user while pending', actors.fleet, true, false],
  ])('%s: %s', (_name, actor, pending, expected) => {
    expect(mayHandOverCar(actor as FleetActor, car, pending as boolean)).toBe(expected);
  });
});
