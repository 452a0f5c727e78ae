import { useParams } from 'react-router';
import { DriverCoursePage } from '@/features/driver-link/components/driver-course-page';
import { DataProvider } from '../data-provider';

export function Component() {
  const { token = '' } = useParams();
  return (
    <DataProvider>
      {/* A new link is a new page: its own queue and known course. */}
      <DriverCoursePage key={token} token={token} />
    </DataProvider>
  );
}
