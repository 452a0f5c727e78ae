import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/error-message';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
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

  // A refetch or a next page that fails keeps the cards (the footer names a next page's failure); a
  // column with none to keep shows the error with its retry, not 'Brak kursów'.
  return (
    <QueryGate
      query={courses}
      keepData={items.length > 0 ? 'quiet' : undefined}
      pending={<CourseListSkeleton count={2} />}
      error={serverError}
    >
      {() =>
        items.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            <Typography>Brak kursów</Typography>
          </Paper>
        ) : (
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
                  <LoadMore
                    loading={courses.isFetchingNextPage}
                    onLoadMore={() => void courses.fetchNextPage()}
                  />
                ) : null}
                {fabClearance ? <Box aria-hidden="true" sx={{ height: 80 }} /> : null}
              </>
            }
          />
        )
      }
    </QueryGate>
  );
}
