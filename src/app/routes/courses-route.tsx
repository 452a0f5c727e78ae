import { CourseListPage } from '@/features/courses/components/course-list-page';

export function Component() {
  return <CourseListPage />;
}
