/**
 * A ride's stored driver segments (row 75) as one JSON column of the rides statement, so the course
 * list keeps its fixed number of statements (courses.list.test.ts) instead of one more per page.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { driverSegments, rides } from '../../db/course-schema';

export const driverSegmentsColumn = sql<unknown>`(
  select coalesce(json_agg(json_build_object(
    'id', ${driverSegments.id},
    'position', ${driverSegments.position},
    'waypointStartId', ${driverSegments.waypointStartId},
    'waypointEndId', ${driverSegments.waypointEndId},
    'segmentId', ${driverSegments.segmentId},
    'distance', ${driverSegments.distance},
    'time', ${driverSegments.time},
    'timeAndDistanceSource', ${driverSegments.timeAndDistanceSource}
  ) order by ${driverSegments.position}), '[]'::json)
  from ${driverSegments} where ${driverSegments.rideId} = ${rides.id}
)`;

const driverSegmentRow = z.object({
  id: z.number(),
  position: z.number(),
  waypointStartId: z.number(),
  waypointEndId: z.number(),
  segmentId: z.number().nullable(),
  distance: z.number().nullable(),
  time: z.number().nullable(),
  timeAndDistanceSource: z.string(),
});

export type DriverSegmentRow = z.output<typeof driverSegmentRow>;

/** The column's value (drivers hand JSON over parsed, or as text) checked against its shape. */
export function parseDriverSegments(value: unknown): DriverSegmentRow[] {
  return z.array(driverSegmentRow).parse(typeof value === 'string' ? JSON.parse(value) : value);
}
