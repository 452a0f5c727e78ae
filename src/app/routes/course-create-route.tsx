import { CreateTaxiCoursePage } from '@/features/course-form/components/create-taxi-course-page';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  return <CreateTaxiCoursePage user={useLoadedUser()} />;
}
