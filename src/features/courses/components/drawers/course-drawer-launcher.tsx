import { useRef, type ReactNode, type RefObject } from 'react';
import { useInRouterContext } from 'react-router';
import type { HasRoles } from '@domain/auth/roles';
import type { PermissionUser } from '@domain/courses/course-permissions';
import type { Course } from '@domain/contract/course.schema';
import { canOpenCourse, isTaxiCourse } from './drawer-access';
import { useDrawerParams } from './use-drawer-params';

export interface CourseLaunch {
  /** The card's focusable title: focus returns to it when the drawer closes. */
  titleRef: RefObject<HTMLButtonElement | null>;
  openCourse: () => void;
  /** Taxi courses only: opens the ride drawer. */
  openRide: ((rideId: number) => void) | undefined;
}

/** Who looks: roles decide what opens; `permission` (with the user id) what may be changed. */
export type DrawerUser = HasRoles & { permission?: PermissionUser | undefined };

interface LauncherProps {
  course: Course;
  user: DrawerUser;
  children: (launch: CourseLaunch | null) => ReactNode;
}

/**
 * Lets a course card open its drawers (rendered once by the page, course-drawer-host.tsx); `launch` is
 * null where the user may not open the course (drivers; passengers on taxi courses) or outside a router.
 */
export function CourseDrawerLauncher({ course, user, children }: LauncherProps) {
  const routed = useInRouterContext();
  if (!routed || !canOpenCourse(user, course)) return children(null);
  return <RoutedLauncher course={course}>{children}</RoutedLauncher>;
}

function RoutedLauncher({ course, children }: Omit<LauncherProps, 'user'>) {
  const { open } = useDrawerParams();
  const titleRef = useRef<HTMLButtonElement>(null);
  const openRide = isTaxiCourse(course) ? (ride: number) => open(course.id, ride) : undefined;
  const openCourse = () => {
    // Focused before the drawer opens, so the drawer gives focus back to the card on close.
    titleRef.current?.focus();
    open(course.id);
  };
  return <>{children({ titleRef, openCourse, openRide })}</>;
}
