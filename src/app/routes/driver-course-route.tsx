import { useParams } from 'react-router';
import { DriverCoursePage } from '@/features/driver-link/components/driver-course-page';

export function Component() {
  const { token = '' } = useParams();
  return <DriverCoursePage token={token} />;
}
