/**
 * The driver's marks and the phone's queue for them. Every mark is written to localStorage at the tap,
 * with the time it was made, and leaves the queue only once the server answered it; the server applies
 * a mark it already has as a no-op, so a mark sent twice (e.g. the answer was lost) counts once.
 */
import { api } from '@/api/client';
import { readStored, writeStored } from '@/lib/stored-value';
import { z } from 'zod';
import { courseInfoSchema, type CourseInfo } from '@domain/contract/course-info.schema';

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

/** What a mark is about: a second tap on the same thing (a double click, two dialogs) adds nothing. */
function subject(mark: DriverMark): string {
  switch (mark.kind) {
    case 'reply':
      return `reply:${mark.rideId}`;
    case 'reach':
      return `reach:${mark.waypointId}`;
    default:
      return mark.kind;
  }
}

/** Adds the mark unless one about the same thing is already waiting; answers the queue. */
export function enqueueMark(token: string, mark: DriverMark): QueuedMark[] {
  const queue = queuedMarks(token);
  if (queue.some((queued) => subject(queued.mark) === subject(mark))) return queue;
  const next = [...queue, { id: `${Date.now()}-${Math.random().toString(36).slice(2)}`, mark }];
  saveQueue(token, next);
  return next;
}

export function removeMark(token: string, id: string): QueuedMark[] {
  const next = queuedMarks(token).filter((queued) => queued.id !== id);
  saveQueue(token, next);
  return next;
}

export { isRetryable } from '@/api/retryable';
