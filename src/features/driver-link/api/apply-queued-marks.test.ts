import { describe, expect, it } from 'vitest';
import { applyQueuedMarks } from './apply-queued-marks';
import { buildCourseInfo } from './course-info.fixture';

const AT = '2030-03-07T07:01:00.000Z';

describe('the course with the marks still on the phone', () => {
  it('lets the driver start, mark the stops and end a course accepted without a connection', () => {
    const waiting = buildCourseInfo();
    const accepted = applyQueuedMarks(waiting, [
      { id: '1', mark: { kind: 'reply', rideId: 11, accept: true } },
    ]);
    expect(accepted.rides[0]?.status).toBe('accepted_by_driver');
    expect(accepted.actions).toMatchObject({ reply: [], start: true, reach: [] });

    const running = applyQueuedMarks(waiting, [
      { id: '1', mark: { kind: 'reply', rideId: 11, accept: true } },
      { id: '2', mark: { kind: 'start', at: AT } },
      { id: '3', mark: { kind: 'reach', waypointId: 31, at: AT } },
    ]);
    expect(running.driverStartAt).toBe(AT);
    expect(running.actions).toMatchObject({ start: false, reach: [11], end: true });
    expect(running.rides[0]?.segments[0]?.waypointStart.achievedAtByDriver).toBe(AT);
    expect(running.rides[0]?.segments[0]?.waypointEnd.achievedAtByDriver).toBeNull();
  });

  it('offers nothing to drive after a decline', () => {
    const declined = applyQueuedMarks(buildCourseInfo(), [
      { id: '1', mark: { kind: 'reply', rideId: 11, accept: false } },
    ]);
    expect(declined.rides[0]?.status).toBe('declined_by_driver');
    expect(declined.actions).toMatchObject({ reply: [], start: false, reach: [] });
  });
});
