import { KilometerCoursePage } from '@/features/course-form/components/kilometer-course-page';
import { BareUserPage } from './bare-user-page';

/** §2 puts /kilometer-course-create outside the main layout: a bare page, reached from the passenger's list. */
export function Component() {
  return <BareUserPage>{(user) => <KilometerCoursePage user={user} />}</BareUserPage>;
}
