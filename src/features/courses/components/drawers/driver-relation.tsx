import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DRIVER_RELATION_PENDING } from '@domain/courses/course-permissions';
import { isSameStop } from '@domain/rides/driver-relation';
import type { Course, Ride, Segment } from '@domain/contract/course.schema';
import { CARD_OPTIONS } from '@/features/courses/hooks/use-view-settings';
import { SegmentsTimeline } from '../segments-timeline';
import { driverRelationReady } from './drawer-access';

const stopOf = (waypoint: Segment['waypointStart']) => ({
  placeId: waypoint.place?.id ?? null,
  time: waypoint.time,
});

const bridge = (from: Segment, to: Segment): Segment => ({
  id: -to.id,
  position: 0,
  distance: null,
  time: null,
  timeAndDistanceSource: 'fallback',
  employees: [],
  locomotives: [],
  waypointStart: from.waypointEnd,
  waypointEnd: to.waypointStart,
});

/** All rides' segments in ride order, as one ride the timeline can draw (nothing stored: row 64). */
export function flattenRides(course: Course): Ride | null {
  const [first] = course.rides;
  if (!first) return null;
  const segments = course.rides
    .flatMap((ride) => [...ride.segments].sort((a, b) => a.position - b.position))
    .flatMap((segment, index, all) => {
      const previous = all[index - 1];
      // A leg between the end of one ride and the start of the next keeps every stop in the relation;
      // none is needed where the next ride starts at the same place in the same minute (§4 merge).
      const gap =
        previous &&
        previous.waypointEnd.id !== segment.waypointStart.id &&
        !isSameStop(stopOf(previous.waypointEnd), stopOf(segment.waypointStart));
      return gap ? [bridge(previous, segment), segment] : [segment];
    })
    .map((segment, index) => ({ ...segment, position: index + 1 }));
  // The timeline sums the segments itself when the ride carries no total.
  return { ...first, segments, distanceSum: null, routeUrl: null };
}

/**
 * The relation the server stored after a transfer or extraction (row 75): the rides' legs in relation
 * order with their re-estimated kilometres, total and route link; null when none is stored.
 */
export function storedRelation(course: Course): Ride | null {
  const [first] = course.rides;
  const legs = course.rides.flatMap((ride) => ride.driverSegments).sort((a, b) => a.position - b.position);
  if (!first || legs.length === 0) return null;
  return {
    ...first,
    segments: legs.map((leg, index) => ({ ...leg, position: index + 1 })),
    distanceSum: course.driverDistanceSum ?? null,
    routeUrl: course.routeForDriverRelation ?? null,
  };
}

/** The stored relation, else the one computed from the rides. */
export const relationOf = (course: Course): Ride | null => storedRelation(course) ?? flattenRides(course);

/** 'Relacja kierowcy': the driven relation once the course is finished. */
export function DriverRelation({ course }: { course: Course }) {
  const flattened = driverRelationReady(course) ? relationOf(course) : null;
  return (
    <Box
      component="section"
      aria-labelledby={`driver-relation-${course.id}`}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography
        id={`driver-relation-${course.id}`}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        Relacja kierowcy
      </Typography>
      {!driverRelationReady(course) ? (
        <Typography variant="body2" color="text.secondary">
          {DRIVER_RELATION_PENDING}
        </Typography>
      ) : flattened ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <SegmentsTimeline
            ride={flattened}
            options={CARD_OPTIONS}
            dispatcher={course.createdBy?.name ?? null}
          />
        </Box>
      ) : null}
    </Box>
  );
}
