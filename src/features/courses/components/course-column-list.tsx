import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/error-message';
import type { CourseListParams } from '../utils/course-filters';
import { useCourses } from '../api/get-courses';
import { courseListEntries } from '../utils/list-entries';
import type { CardOption } from '../hooks/use-view-settings';
import { CourseCard, type CardViewer } from './course-card';
import { CourseListSkeleton } from './course-list-skeleton';
import { LoadMore } from './load-more';
import { VirtualList } from './virtual-list';

interface CourseColumnListProps {
  params: CourseListParams;
  label: string;
  user: CardViewer;
  options: readonly CardOption[];
  /** Room under the last card for the floating create button of phones and the passenger's list. */
  fabClearance?: boolean;
}

/** One infinite, windowed list of course cards (a status column, a phone tab or the passenger's list). */
export function CourseColumnList({
  params,
  label,
  user,
  options,
  fabClearance = false,
}: CourseColumnListProps) {
  const courses = useCourses(params);
  const items = courseListEntries(
    courses.data?.pages.flatMap((page) => page.member) ?? [],
    user.viewer === 'company',
  );

  if (courses.isPending) return <CourseListSkeleton count={2} />;
  if (courses.isError && items.length === 0)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void courses.refetch()}>
            Spróbuj ponownie
          </Button>
        }
      >
        {errorMessage(courses.error)}
      </Alert>
    );
  if (items.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
        <Typography>Brak kursów</Typography>
      </Paper>
    );

  return (
    <VirtualList
      label={label}
      busy={courses.isFetchingNextPage}
      items={items}
      itemKey={(entry) => entry.key}
      renderItem={(entry) => <CourseCard course={entry.course} user={user} options={options} />}
      footer={
        <>
          {courses.isFetchNextPageError ? (
            <Alert severity="error">{errorMessage(courses.error)}</Alert>
          ) : null}
          {courses.hasNextPage ? (
            <LoadMore loading={courses.isFetchingNextPage} onLoadMore={() => void courses.fetchNextPage()} />
          ) : null}
          {fabClearance ? <Box aria-hidden="true" sx={{ height: 80 }} /> : null}
        </>
      }
    />
  );
}
