import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessage } from '@/api/error-message';
import { COURSES_PER_PAGE, COURSES_PER_PAGE_PHONE, useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';
import { CourseListSkeleton } from './course-list-skeleton';
import { CourseSearch, useCourseSearch } from './course-search';
import { LoadMore } from './load-more';

/** /course: the search toolbar and the course cards, loaded page by page as the user scrolls. */
export function CourseListPage() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const itemsPerPage = phone ? COURSES_PER_PAGE_PHONE : COURSES_PER_PAGE;
  const { term, setTerm, applied } = useCourseSearch();
  const courses = useCourses({ itemsPerPage, search: applied });
  const items = courses.data?.pages.flatMap((page) => page.member) ?? [];
  const total = courses.data?.pages[0]?.totalItems;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 960, width: '100%' }}>
      <Box
        role="toolbar"
        aria-label="Narzędzia listy kursów"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <CourseSearch value={term} onChange={setTerm} />
        {total !== undefined ? (
          <Typography variant="body2" color="text.secondary" role="status">
            Znaleziono: {total}
          </Typography>
        ) : null}
      </Box>
      <Box
        component="section"
        aria-label="Lista kursów"
        aria-busy={courses.isPending}
        sx={{ display: 'grid', gap: 2 }}
      >
        {courses.isPending ? <CourseListSkeleton count={phone ? 2 : 4} /> : null}
        {courses.isError && items.length === 0 ? (
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
        ) : null}
        {courses.isSuccess && items.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            <Typography>Brak kursów</Typography>
          </Paper>
        ) : null}
        {items.map((course) => (
          <CourseCard key={course['@id']} course={course} />
        ))}
        {courses.isFetchNextPageError ? <Alert severity="error">{errorMessage(courses.error)}</Alert> : null}
        {courses.hasNextPage ? (
          <LoadMore loading={courses.isFetchingNextPage} onLoadMore={() => void courses.fetchNextPage()} />
        ) : null}
      </Box>
    </Box>
  );
}
