import { lazy, Suspense, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { isCompanyUser } from '@domain/auth/roles';
import type { PermissionUser } from '@domain/courses/course-permissions';
import { isRateableStatus } from '@domain/courses/ride-rating';
import { shownDay } from '@domain/dates';
import { warsawParts } from '@domain/warsaw-time';
import type { Course, Ride, Waypoint } from '@domain/contract/course.schema';
import type { Viewer } from '../hooks/use-current-user';
import type { CardOption } from '../hooks/use-view-settings';
import { CourseSubtitle } from './course-subtitle';
import { dayUnlessToday, firstStopTime } from './course-summary';
import { openOnClick, OpenTitle, rideOpener } from './drawers/card-open';
import { CourseDrawerLauncher, type CourseLaunch } from './drawers/course-drawer-launcher';
import { RideActions } from './ride-actions';
import { RideCard } from './ride-card';
import { ReachStopConfirm, canReachStops } from './reach-stop-confirm';
import { RideRatingMenu } from './ride-rating-menu';
import { useSettlementSlots } from './settlement-slot';

// 'Gdzie jest samochód?' loads only for a passenger's card of a running course (issue 35): the course
// list's first load carries none of it.
const TrackingLinkButton = lazy<ComponentType<{ course: Course; ride: Ride }>>(() =>
  import('./tracking-link-button').then(
    (module) => ({ default: module.TrackingLinkButton }),
    // A chunk that cannot load leaves the card without the button, never the list without cards.
    () => ({ default: () => null }),
  ),
);

/** Company that executes the course: the subcontractor if any, else the contractor. */
export function executingCompany(course: Course): string {
  return course.subcontractor?.name ?? course.contractor?.name ?? 'Brak wykonawcy';
}

/** Date of the first planned waypoint of the course in Poland (as its stop times), DD.MM.YYYY. */
export function rideDate(course: Pick<Course, 'rides'>): string {
  const day = warsawParts(firstStopTime(course)).date;
  return day === null ? 'Brak daty' : shownDay(day);
}

export interface CardViewer {
  viewer: Viewer;
  roles: readonly string[];
  /** Who acts on the rides; without it the card shows no ride buttons. */
  permission?: PermissionUser;
  /** Railway companies for which the user's transport company is a superior contractor. */
  superiorOf?: readonly number[];
}

interface CourseCardProps {
  course: Course;
  user: CardViewer;
  options: readonly CardOption[];
}

/** A course card; clicking it (or its title) opens the course drawer where the user may open it. */
export function CourseCard(props: CourseCardProps) {
  return (
    <CourseDrawerLauncher course={props.course} user={props.user}>
      {(launch) => <CourseCardBody {...props} launch={launch} />}
    </CourseDrawerLauncher>
  );
}

function CourseCardBody({
  course,
  user,
  options,
  launch,
}: CourseCardProps & { launch: CourseLaunch | null }) {
  const [reaching, setReaching] = useState<Waypoint | null>(null);
  const { KilometerReportNotice } = useSettlementSlots();
  const taxi = course['@type'] === 'TaxiCourse';
  if (!taxi && course['@type'] !== 'KilometerCourse')
    throw new Error(`Nieznany typ kursu: ${course['@type']}`);
  const dateTitle = !taxi || user.viewer === 'passenger' || user.viewer === 'driver';
  const titleId = `course-${course.id}-title`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      onClick={openOnClick(launch?.openCourse)}
      sx={{ p: 1.5, display: 'grid', gap: 1, cursor: launch ? 'pointer' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 600, minWidth: 0 }}
        >
          <OpenTitle onOpen={launch?.openCourse} buttonRef={launch?.titleRef}>
            {dateTitle ? rideDate(course) : executingCompany(course)}
          </OpenTitle>
        </Typography>
        {/* A company-titled card names its day unless it is today, so tomorrow's course is not taken for today's. */}
        {dateTitle ? null : <CardDay course={course} />}
        <Chip
          size="small"
          label={taxi ? 'TAXI' : 'KILOMETRÓWKA'}
          color={taxi ? 'primary' : 'secondary'}
          variant="outlined"
          sx={{ ml: 'auto', fontWeight: 700 }}
        />
      </Box>
      {taxi ? (
        <CourseSubtitle course={course} viewer={user.viewer} />
      ) : KilometerReportNotice ? (
        <KilometerReportNotice course={course} userId={user.permission?.id} />
      ) : null}
      {course.rides.map((ride) => (
        <RideCard
          key={ride.id}
          ride={ride}
          kilometer={!taxi}
          showCompany={!isCompanyUser(user)}
          options={options}
          dispatcher={ride.createdBy?.name ?? course.createdBy?.name ?? null}
          onOpen={rideOpener(launch, ride.id)}
          onReach={canReachStops(course, user, ride) ? setReaching : undefined}
          actions={
            <>
              {taxi && user.permission ? (
                <RideActions
                  course={course}
                  ride={ride}
                  user={user.permission}
                  superiorOf={user.superiorOf ?? []}
                />
              ) : null}
              {taxi && user.viewer === 'passenger' && course.driverStartAt && !course.driverEndAt ? (
                <Suspense fallback={null}>
                  <TrackingLinkButton course={course} ride={ride} />
                </Suspense>
              ) : null}
            </>
          }
          menu={
            taxi && user.viewer === 'passenger' && isRateableStatus(ride.status) ? (
              <RideRatingMenu ride={ride} />
            ) : undefined
          }
        />
      ))}
      {reaching ? <ReachStopConfirm waypoint={reaching} onClose={() => setReaching(null)} /> : null}
    </Card>
  );
}

function CardDay({ course }: { course: Course }) {
  const day = dayUnlessToday(course);
  if (day === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
      {day}
    </Typography>
  );
}
