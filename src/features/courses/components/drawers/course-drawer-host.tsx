import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { hasRole } from '@domain/auth/roles';
import { ApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { useCourse, type CourseDetail } from '@/features/courses/api/get-course';
import type { DrawerUser } from './course-drawer-launcher';
import { canOpenCourse, isTaxiCourse } from './drawer-access';
import { DrawerFrame } from './drawer-frame';
import { useDrawerParams } from './use-drawer-params';
import { preload } from '@/lib/preload';
import { lazyDialog } from '@/ui/lazy-dialog';
import { QueryGate, RetryAlert } from '@/ui/detail/query-gate';

export const COURSE_NOT_FOUND = 'Nie znaleziono kursu';

// The drawers (with their settlement, deviation and map code) load when a course is first opened, while
// its answer is on the way: the list itself stays within its JS budget (e2e/bundle-budget.spec.ts).
const loadCourseDrawer = () => import('./course-drawer');
const loadRideDrawer = () => import('./ride-drawer');
const loadKilometerDrawer = () => import('./kilometer-drawer');
const CourseDrawer = lazyDialog(async () => (await loadCourseDrawer()).CourseDrawer);
const RideDrawer = lazyDialog(async () => (await loadRideDrawer()).RideDrawer);
const KilometerDrawer = lazyDialog(async () => (await loadKilometerDrawer()).KilometerDrawer);
/** Fetched beside the course's answer, so opening waits for one of the two, not both in a row. */
function preloadDrawers() {
  preload(loadCourseDrawer);
  preload(loadRideDrawer);
  preload(loadKilometerDrawer);
}

const ID_PATTERN = /^[1-9]\d{0,8}$/;

/**
 * The drawer of `?course=ID(&ride=ID)`, rendered once by the list page and loaded by the id, so a shared
 * link, a reload, a course on a later page or outside the filters opens as well as a click on its card.
 */
export function CourseDrawerHost({ user }: { user: DrawerUser }) {
  const { courseId, rideId, close } = useDrawerParams();
  // §6: drivers never open the drawer, so a link with a course id is just the list for them.
  if (courseId === null || hasRole(user, 'ROLE_DRIVER')) return null;
  if (!ID_PATTERN.test(courseId)) return <MissingCourse onClose={close} />;
  return <LoadedCourse key={courseId} id={Number(courseId)} rideId={rideId} user={user} />;
}

interface LoadedCourseProps {
  id: number;
  rideId: string | null;
  user: DrawerUser;
}

function LoadedCourse({ id, rideId, user }: LoadedCourseProps) {
  useEffect(preloadDrawers, []);
  const { open, close } = useDrawerParams();
  const query = useCourse(id, useQueryClient());
  const missing = query.error instanceof ApiError && query.error.status === 404;
  // While it loads the list shows its own progress; one drawer appears once, with the course. A course
  // kept after a failed refetch opens with the error as its notice.
  return (
    <QueryGate
      query={query}
      keepData="quiet"
      pending={null}
      error={(failure, retry) =>
        missing ? (
          <MissingCourse onClose={close} />
        ) : (
          <DrawerFrame title="Kurs" open onClose={close} width={400}>
            <RetryAlert sx={{ m: 2 }} onRetry={retry}>
              {errorMessage(failure)}
            </RetryAlert>
          </DrawerFrame>
        )
      }
    >
      {(course) =>
        // A course this user may not open (a driver; a passenger on a taxi course) reads as missing too.
        missing || !canOpenCourse(user, course) ? (
          <MissingCourse onClose={close} />
        ) : (
          <OpenCourse
            course={course}
            rideId={rideId}
            user={user}
            onClose={close}
            onOpen={open}
            notice={query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null}
          />
        )
      }
    </QueryGate>
  );
}

interface OpenCourseProps {
  course: CourseDetail;
  rideId: string | null;
  user: DrawerUser;
  onClose: () => void;
  onOpen: (course: number, ride?: number) => void;
  notice: ReactNode;
}

function OpenCourse({ course, rideId, user, onClose, onOpen, notice }: OpenCourseProps) {
  if (!isTaxiCourse(course))
    return <KilometerDrawer course={course} user={user.permission} open onClose={onClose} notice={notice} />;
  const ride = course.rides.find((candidate) => String(candidate.id) === rideId);
  return (
    <>
      <CourseDrawer
        course={course}
        user={user}
        open={rideId === null}
        onClose={onClose}
        onOpenRide={(id) => onOpen(course.id, id)}
        notice={notice}
      />
      <RideDrawer course={course} ride={ride} open={rideId !== null} onClose={onClose} notice={notice} />
    </>
  );
}

function MissingCourse({ onClose }: { onClose: () => void }) {
  return (
    <DrawerFrame title="Kurs" open onClose={onClose} width={400}>
      <Alert severity="warning" sx={{ m: 2 }}>
        {COURSE_NOT_FOUND}
      </Alert>
    </DrawerFrame>
  );
}
