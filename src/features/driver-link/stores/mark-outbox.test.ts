import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { runningCourseInfo } from '../api/course-info.fixture';
import { queuedMarks } from '../api/driver-marks-api';
import { createMarkOutbox, type MarkOutboxEvents } from './mark-outbox';

const TOKEN = 'c'.repeat(43);
const AT = '2030-03-07T07:01:00.000Z';

function events(): MarkOutboxEvents & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    course: () => log.push('course'),
    refused: () => log.push('refused'),
    queued: () => log.push('queued'),
  };
}

describe('the mark outbox', () => {
  it('retries in the background with growing waits until the server answers', async () => {
    const attempts: number[] = [];
    let reachable = false;
    server.use(
      http.post('*/api/course-info/segment-achieved/:token/:waypoint', () => {
        attempts.push(Date.now());
        return reachable ? HttpResponse.json(runningCourseInfo()) : HttpResponse.error();
      }),
    );
    const outbox = createMarkOutbox(TOKEN, [20, 400]);
    const log = events();
    const stop = outbox.start(log);
    outbox.add({ kind: 'reach', waypointId: 31, at: AT });
    await waitFor(() => expect(attempts).toHaveLength(3));
    expect(log.log).toEqual(['queued']);
    expect(outbox.getState()).toMatchObject({ unreachable: true, sending: null });
    expect(queuedMarks(TOKEN)).toHaveLength(1);
    // Timers only promise a lower bound: on a busy machine a 20 ms wait took 151 ms, so the gaps are
    // checked against the schedule (the first below the second delay, the second at least that long),
    // not against each other.
    const [first = 0, second = 0, third = 0] = attempts;
    // (A few milliseconds of slack: timers run on the monotonic clock, Date.now on the wall clock.)
    expect(second - first).toBeGreaterThanOrEqual(15);
    expect(second - first).toBeLessThan(400);
    expect(third - second).toBeGreaterThanOrEqual(390);

    reachable = true;
    await waitFor(() => expect(queuedMarks(TOKEN)).toEqual([]));
    expect(log.log).toEqual(['queued', 'course']);
    expect(outbox.getState()).toMatchObject({ queue: [], unreachable: false, sending: null });
    stop();
  });

  it('drops a mark the server refuses and goes on with the next', async () => {
    const sent: number[] = [];
    server.use(
      http.post('*/api/course-info/segment-achieved/:token/:waypoint', ({ params }) => {
        sent.push(Number(params.waypoint));
        return params.waypoint === '31'
          ? HttpResponse.json({ 'hydra:description': 'Odmowa' }, { status: 409 })
          : HttpResponse.json(runningCourseInfo());
      }),
    );
    const outbox = createMarkOutbox(TOKEN);
    const log = events();
    const stop = outbox.start(log);
    outbox.add({ kind: 'reach', waypointId: 31, at: AT });
    outbox.add({ kind: 'reach', waypointId: 32, at: AT });
    await waitFor(() => expect(queuedMarks(TOKEN)).toEqual([]));
    expect(sent).toEqual([31, 32]);
    expect(log.log).toEqual(['refused', 'course']);
    stop();
  });

  it('keeps one mark for a stop confirmed twice', () => {
    server.use(http.post('*/api/course-info/segment-achieved/:token/:waypoint', () => HttpResponse.error()));
    const outbox = createMarkOutbox(TOKEN);
    outbox.add({ kind: 'reach', waypointId: 31, at: AT });
    outbox.add({ kind: 'reach', waypointId: 31, at: '2030-03-07T07:02:00.000Z' });
    expect(queuedMarks(TOKEN).map(({ mark }) => mark)).toEqual([{ kind: 'reach', waypointId: 31, at: AT }]);
  });
});
