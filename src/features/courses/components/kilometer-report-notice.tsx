import { lazy, Suspense } from 'react';
import { LoadBoundary } from '@/ui/load-boundary';
import type { Course } from '@domain/contract/course.schema';
import type { CardViewer } from './course-card';

/**
 * The kilometer card's settlement report banner is its own chunk (row 681): only a course's creator
 * loads it, so the list's JavaScript stays as it was for everyone else (the dispatcher of the budget);
 * a chunk that cannot be fetched leaves the card without the banner.
 */
const KilometerReportBanner = lazy(() => import('./kilometer-report-banner'));

/** Whether `user` created the kilometer course `course` (courses.md §2: the banner is theirs only). */
export function isKilometerCreator(course: Course, user: CardViewer): boolean {
  const me = user.permission?.id;
  return course['@type'] === 'KilometerCourse' && me !== undefined && course.createdBy?.id === me;
}

export function KilometerReportNotice({ course, user }: { course: Course; user: CardViewer }) {
  const status = course.rides[0]?.status;
  if (!isKilometerCreator(course, user) || status === undefined) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <KilometerReportBanner status={status} />
      </Suspense>
    </LoadBoundary>
  );
}
