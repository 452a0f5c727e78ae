/**
 * Live events that are not about a course (issue 17: `employee_request`, `passenger_change`): who hears
 * one is decided when it is written and stored with it, as an audience of user ids and roles, so the
 * fan-out to 10 000 streams is a set lookup per stream, with no query per subscriber (ADR 012).
 * They share the course events' log, channel, ids and Last-Event-ID replay; a viewer who is not in the
 * audience never gets the frame.
 *
 * Example, inside the write's transaction:
 *   await publishAudienceEvent(tx, {
 *     type: 'employee_request', entityType: 'employee_request', entityId: request.id,
 *     audience: { userIds: [request.createdById], roles: ['ROLE_EMPLOYEE_REQUEST', 'ROLE_ADMIN'] },
 *     data: { requestId: request.id, change: 'message' },
 *   });
 * The SPA reads it with `useLiveEvent('employee_request', (data) => ...)` (src/api/use-live-event.ts).
 */
import type { Db } from '../db/client';
import { appendEvent } from './commit-order';
import type { EventRow } from './commit-order';
import type { PreparedEvent } from './event-bus';
import { formatEvent } from './sse-frame';

/** Who hears an event: a stream whose user is listed, or holds one of the roles. Admins are not implied. */
export interface EventAudience {
  userIds?: readonly number[];
  roles?: readonly string[];
}

/** The part of a stream's reader an audience is matched against, fixed when the stream opens. */
export interface AudienceMember {
  userId: number;
  roles: readonly string[];
}

export interface AudienceEvent {
  /** The SSE `event:` name, e.g. 'employee_request'. */
  type: string;
  /** The log's entity type; never 'course' (course events carry their parties, see event-log.ts). */
  entityType: string;
  entityId: number;
  audience: EventAudience;
  /** The frame's `data:` besides `type` and `id`; keep it small (ids and a change name), readers refetch. */
  data?: Record<string, unknown>;
}

interface StoredAudiencePayload {
  audience: { userIds: number[]; roles: string[] };
  data: Record<string, unknown>;
}

/** Writes the event and NOTIFYs every API process (delivered when `tx` commits). Returns the event id. */
export async function publishAudienceEvent(tx: Db, event: AudienceEvent): Promise<number> {
  if (event.entityType === 'course') throw new Error('course events go through publishCourseEvent');
  const payload: StoredAudiencePayload = {
    audience: { userIds: [...(event.audience.userIds ?? [])], roles: [...(event.audience.roles ?? [])] },
    data: event.data ?? {},
  };
  return appendEvent(tx, {
    type: event.type,
    entityType: event.entityType,
    entityId: event.entityId,
    payload,
  });
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The stored audience and data of a logged row; an unreadable payload has an empty audience (nobody). */
export function readAudiencePayload(payload: unknown): StoredAudiencePayload {
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const audience =
    typeof record.audience === 'object' && record.audience !== null
      ? (record.audience as Record<string, unknown>)
      : {};
  const data =
    typeof record.data === 'object' && record.data !== null ? (record.data as Record<string, unknown>) : {};
  return { audience: { userIds: numbers(audience.userIds), roles: strings(audience.roles) }, data };
}

/** Whether `member` is in the stored audience. */
export function inAudience(audience: StoredAudiencePayload['audience'], member: AudienceMember): boolean {
  return (
    audience.userIds.includes(member.userId) || member.roles.some((role) => audience.roles.includes(role))
  );
}

/** The frame's data: the event's type and entity id first, then what the writer added. */
export function audienceEventData(row: EventRow): Record<string, unknown> {
  return { ...readAudiencePayload(row.payload).data, type: row.type, id: row.entityId };
}

/**
 * The delivery form of a logged audience event (the bus's PreparedEvent): its frame is built once, and a
 * viewer outside the audience neither gets it nor "loses" anything (there is no before/after to compare).
 */
export function prepareAudienceEvent(row: EventRow): PreparedEvent {
  const { audience } = readAudiencePayload(row.payload);
  const frame = Buffer.from(formatEvent(row.id, row.type, audienceEventData(row)));
  return {
    id: row.id,
    xid: row.xid,
    type: row.type,
    entityId: row.entityId,
    visibleTo: (viewer) => inAudience(audience, viewer),
    lostBy: () => false,
    data: () => Promise.resolve(audienceEventData(row)),
    frame: () => Promise.resolve(frame),
    builtFrame: () => frame,
  };
}
