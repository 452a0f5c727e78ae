import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

export function CourseCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ p: 2 }} aria-hidden="true">
      <Skeleton variant="rounded" width={72} height={22} />
      <Skeleton width="60%" sx={{ mt: 1 }} />
      <Skeleton width="40%" />
      <Skeleton width="80%" />
    </Card>
  );
}

export function CourseListSkeleton({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <CourseCardSkeleton key={index} />
      ))}
    </>
  );
}
