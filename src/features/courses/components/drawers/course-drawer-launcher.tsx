import { useRef, type ReactNode, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useInRouterContext } from 'react-router';
import type { HasRoles } from '@domain/auth/roles';
import type { PermissionUser } from '@domain/courses/course-permissions';
import { errorMessage } from '@/api/error-message';
import type { Course } from '@/features/courses/api/course.schema';
import { placePointsOf, useCourse, type CourseDetail } from '@/features/courses/api/get-course';
import { CourseDrawer } from './course-drawer';
import { canOpenCourse, isTaxiCourse } from './drawer-access';
import { KilometerDrawer } from './kilometer-drawer';
import { RideDrawer } from './ride-drawer';
import { useDrawerParams } from './use-drawer-params';

export interface CourseLaunch {
  /** The card's focusable title: focus returns to it when the drawer closes. */
  titleRef: RefObject<HTMLButtonElement | null>;
  openCourse: () => void;
  /** Taxi courses only: opens the ride drawer. */
  openRide: ((rideId: number) => void) | undefined;
}

/** Who looks: roles decide what opens; `permission` (with the user id) what may be changed. */
type DrawerUser = HasRoles & { permission?: PermissionUser | undefined };

interface LauncherProps {
  course: Course;
  user: DrawerUser;
  /** Whether this card renders the drawer when the URL opens its course (one card per course does). */
  hostsDrawer?: boolean;
  children: (launch: CourseLaunch | null) => ReactNode;
}

/**
 * Lets a course card open its drawers; `launch` is null where the user may not open the course
 * (drivers; passengers on taxi courses) or outside a router.
 */
export function CourseDrawerLauncher({ course, user, hostsDrawer = true, children }: LauncherProps) {
  const routed = useInRouterContext();
  if (!routed || !canOpenCourse(user, course)) return children(null);
  return (
    <RoutedLauncher course={course} user={user} hostsDrawer={hostsDrawer}>
      {children}
    </RoutedLauncher>
  );
}

function RoutedLauncher({ course, user, hostsDrawer, children }: LauncherProps) {
  const { courseId, rideId, open, close } = useDrawerParams();
  const titleRef = useRef<HTMLButtonElement>(null);
  const openRide = isTaxiCourse(course) ? (ride: number) => open(course.id, ride) : undefined;
  const openCourse = () => {
    // Focused before the drawer opens, so the drawer gives focus back to the card on close.
    titleRef.current?.focus();
    open(course.id);
  };
  const launch: CourseLaunch = { titleRef, openCourse, openRide };
  return (
    <>
      {children(launch)}
      {hostsDrawer && courseId === String(course.id) ? (
        <OpenCourse course={course} user={user} rideId={rideId} onClose={close} onOpenRide={openRide} />
      ) : null}
    </>
  );
}

interface OpenCourseProps {
  course: Course;
  user: DrawerUser;
  rideId: string | null;
  onClose: () => void;
  onOpenRide: ((rideId: number) => void) | undefined;
}

function OpenCourse({ course, user, rideId, onClose, onOpenRide }: OpenCourseProps) {
  const query = useCourse(course, useQueryClient());
  const detail: CourseDetail = query.data ?? { ...course, placePoints: placePointsOf(course) };
  const error = query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null;
  if (!isTaxiCourse(course))
    return <KilometerDrawer course={detail} user={user.permission} open onClose={onClose} notice={error} />;
  const ride = detail.rides.find((candidate) => String(candidate.id) === rideId);
  return (
    <>
      <CourseDrawer
        course={detail}
        user={user}
        open={rideId === null}
        onClose={onClose}
        onOpenRide={(id) => onOpenRide?.(id)}
        notice={error}
      />
      <RideDrawer course={detail} ride={ride} open={rideId !== null} onClose={onClose} notice={error} />
    </>
  );
}
