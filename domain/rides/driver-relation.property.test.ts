import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byFirstStart, driverRelation, driverRelationLegs, isSameStop } from './driver-relation';
import type { RelationRide } from './driver-relation';

const BASE = Date.parse('2030-03-07T10:00:00Z');

/** Few places and few minutes (with seconds), so merges happen often; sometimes no place or time. */
const waypointArb = fc.record({
  placeId: fc.option(fc.integer({ min: 1, max: 3 }), { freq: 6 }),
  time: fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 59 }))
      .map(([minute, second]) => new Date(BASE + minute * 60_000 + second * 1000).toISOString()),
    { freq: 8 },
  ),
});

/** Rides with unique ride and waypoint ids. */
const ridesArb = fc
  .array(fc.array(waypointArb, { minLength: 1, maxLength: 4 }), { minLength: 0, maxLength: 5 })
  .map((rides): RelationRide[] => {
    let nextId = 100;
    return rides.map((waypoints, index) => ({
      id: index + 1,
      waypoints: waypoints.map((point) => ({ ...point, id: nextId++ })),
    }));
  });

const allWaypoints = (rides: readonly RelationRide[]) => rides.flatMap((ride) => ride.waypoints);

describe('driverRelation (properties)', () => {
  it('puts every waypoint in exactly one stop', () => {
    fc.assert(
      fc.property(ridesArb, (rides) => {
        const ids = driverRelation(rides).flatMap((stop) => stop.waypointIds);
        expect([...ids].sort()).toEqual(
          allWaypoints(rides)
            .map((point) => point.id)
            .sort(),
        );
      }),
    );
  });

  it('never leaves two neighbouring stops that are one stop for the driver', () => {
    fc.assert(
      fc.property(ridesArb, (rides) => {
        const stops = driverRelation(rides);
        stops.slice(1).forEach((stop, index) => {
          const previous = stops[index];
          if (previous) expect(isSameStop(previous, stop)).toBe(false);
        });
      }),
    );
  });

  it('does not depend on the order the rides come in', () => {
    fc.assert(
      fc.property(ridesArb, fc.infiniteStream(fc.nat()), (rides, stream) => {
        const keys = new Map(rides.map((ride) => [ride.id, stream.next().value]));
        const shuffled = [...rides].sort((a, b) => (keys.get(a.id) ?? 0) - (keys.get(b.id) ?? 0));
        expect(driverRelation(shuffled)).toEqual(driverRelation(rides));
      }),
    );
  });

  it('merges nothing when every waypoint has its own place', () => {
    fc.assert(
      fc.property(ridesArb, (rides) => {
        const distinct = rides.map((ride) => ({
          ...ride,
          waypoints: ride.waypoints.map((point) => ({ ...point, placeId: point.id })),
        }));
        expect(driverRelation(distinct)).toHaveLength(allWaypoints(rides).length);
      }),
    );
  });
});

describe('driverRelationLegs (properties)', () => {
  it('joins consecutive stops, one leg each, numbered in order', () => {
    fc.assert(
      fc.property(ridesArb, (rides) => {
        const stops = driverRelation(rides);
        const legs = driverRelationLegs(rides);
        expect(legs).toHaveLength(Math.max(stops.length - 1, 0));
        legs.forEach((leg, index) => {
          expect(leg.position).toBe(index);
          expect(stops[index]?.waypointIds[0]).toBe(leg.fromWaypointId);
          expect(stops[index + 1]?.waypointIds[0]).toBe(leg.toWaypointId);
        });
      }),
    );
  });

  it('keeps legs on rides in start order, so the rides in order hold the relation in order', () => {
    fc.assert(
      fc.property(ridesArb, (rides) => {
        const order = byFirstStart(
          rides.map((ride) => ({
            id: ride.id,
            startsAt: ride.waypoints.map((point) => point.time).find((time) => time !== null) ?? null,
          })),
        ).map((ride) => ride.id);
        const rank = driverRelationLegs(rides).map((leg) => order.indexOf(leg.rideId));
        expect(rank.every((value) => value >= 0)).toBe(true);
        expect(rank).toEqual([...rank].sort((a, b) => a - b));
      }),
    );
  });

  it("names as a leg's segment only two consecutive waypoints of one ride, lying in the leg's stops", () => {
    fc.assert(
      fc.property(ridesArb, (rides) => {
        const stops = driverRelation(rides);
        for (const leg of driverRelationLegs(rides)) {
          if (!leg.segment) continue;
          const { fromWaypointId, toWaypointId } = leg.segment;
          const ride = rides.find((candidate) =>
            candidate.waypoints.some((point) => point.id === fromWaypointId),
          );
          const index = ride?.waypoints.findIndex((point) => point.id === fromWaypointId) ?? -1;
          expect(ride?.waypoints[index + 1]?.id).toBe(toWaypointId);
          expect(stops[leg.position]?.waypointIds).toContain(fromWaypointId);
          expect(stops[leg.position + 1]?.waypointIds).toContain(toWaypointId);
        }
      }),
    );
  });
});
