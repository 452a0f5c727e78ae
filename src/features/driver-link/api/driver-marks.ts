/**
 * The driver's marks and the phone's queue for them. A mark made without a connection is kept in
 * localStorage with the time it was made and sent when the connection returns; the server applies a
 * mark it already has as a no-op, so a mark sent twice (e.g. the answer was lost) counts once.
 */
import { api } from '@/api/client';
import { toApiError } from '@/api/api-error';
import { readStored, writeStored } from '@/lib/stored-value';
import { z } from 'zod';
import { courseInfoSchema, type CourseInfo } from './course-info.schema';

const markSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reply'), rideId: z.number(), accept: z.boolean() }),
  z.object({ kind: z.literal('start'), at: z.string() }),
  z.object({ kind: z.literal('reach'), waypointId: z.number(), at: z.string() }),
  z.object({ kind: z.literal('end'), at: z.string() }),
]);
const queueSchema = z.array(z.object({ id: z.string(), mark: markSchema }));

export type DriverMark = z.infer<typeof markSchema>;
export type QueuedMark = z.infer<typeof queueSchema>[number];

const storageKey = (token: string) => `driver-marks:${token}`;
const BASE = '/api/course-info';

function pathOf(token: string, mark: DriverMark): string {
  const t = encodeURIComponent(token);
  const at = 'at' in mark ? encodeURIComponent(mark.at) : '';
  switch (mark.kind) {
    case 'reply':
      return `${BASE}/reply/${t}/${mark.rideId}/${mark.accept ? 'accept' : 'decline'}`;
    case 'start':
      return `${BASE}/start/${t}?at=${at}`;
    case 'reach':
      return `${BASE}/segment-achieved/${t}/${mark.waypointId}?at=${at}`;
    case 'end':
      return `${BASE}/end/${t}/${at}`;
  }
}

export async function postMark(token: string, mark: DriverMark): Promise<CourseInfo> {
  const response = await api.post<unknown>(pathOf(token, mark));
  return courseInfoSchema.parse(response.data);
}

export function queuedMarks(token: string): QueuedMark[] {
  try {
    const parsed = queueSchema.safeParse(JSON.parse(readStored(storageKey(token)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function saveQueue(token: string, marks: readonly QueuedMark[]) {
  writeStored(storageKey(token), JSON.stringify(marks));
}

export function enqueueMark(token: string, mark: DriverMark): QueuedMark[] {
  const queue = [...queuedMarks(token), { id: `${Date.now()}-${Math.random().toString(36).slice(2)}`, mark }];
  saveQueue(token, queue);
  return queue;
}

/** Whether the error means "no connection" (worth queueing), not a refusal by the server. */
export const isOffline = (error: unknown) => toApiError(error).status === 0;

/**
 * Sends queued marks in order, each removed once the server answered (a refusal too: retrying would
 * not change it). Stops at the first one that still cannot reach the server. Answers the last course
 * state the server sent, if any.
 */
export async function flushMarks(token: string): Promise<CourseInfo | undefined> {
  let latest: CourseInfo | undefined;
  for (const queued of queuedMarks(token)) {
    try {
      latest = await postMark(token, queued.mark);
    } catch (error) {
      if (isOffline(error)) break;
    }
    saveQueue(
      token,
      queuedMarks(token).filter((other) => other.id !== queued.id),
    );
  }
  return latest;
}
