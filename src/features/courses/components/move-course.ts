import type { MoveCourse } from '@domain/rides/ride-transfer';
import type { Course } from '@domain/contract/course.schema';

/** A list course as the move rules read it (the list carries no driver id; no rule needs it). */
export function moveCourseOf(course: Course): MoveCourse {
  return {
    id: course.id,
    // A ride without a company matches no railway company user.
    companyId: course.rides[0]?.company?.id ?? -1,
    contractorId: course.contractor?.id ?? null,
    subcontractorId: course.subcontractor?.id ?? null,
    driverId: null,
    driverEndAt: course.driverEndAt ?? null,
    rides: course.rides.map((ride) => ({
      status: ride.status,
      startsAt: ride.segments[0]?.waypointStart.time ?? null,
    })),
  };
}
