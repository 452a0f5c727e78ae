import { lazy, Suspense } from 'react';
import { LoadBoundary } from '@/ui/load-boundary';
import type { Course } from '@domain/contract/course.schema';

/**
 * The kilometer card's settlement report banner is its own chunk (row 681): only a course's creator
 * loads it, so the list's JavaScript stays as it was for everyone else (the dispatcher of the budget);
 * a chunk that cannot be fetched leaves the card without the banner.
 */
const KilometerReportBanner = lazy(() => import('./kilometer-report-banner'));

/** What the course card hands to the notice: the course and the signed-in user's id, if known. */
export interface KilometerReportNoticeProps {
  course: Course;
  userId: number | undefined;
}

/** Whether the user `userId` created the kilometer course `course` (courses.md §2: the banner is theirs only). */
export function isKilometerCreator(course: Course, userId: number | undefined): boolean {
  return course['@type'] === 'KilometerCourse' && userId !== undefined && course.createdBy?.id === userId;
}

/**
 * The settlement report notice of a kilometer card (kilometer settlement is this feature's); the
 * course list gets it through its settlement slot, composed in by the route.
 */
export function KilometerReportNotice({ course, userId }: KilometerReportNoticeProps) {
  const status = course.rides[0]?.status;
  if (!isKilometerCreator(course, userId) || status === undefined) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <KilometerReportBanner status={status} />
      </Suspense>
    </LoadBoundary>
  );
}
