/**
 * 'Seria' in the course drawer (issue 35 part 2, row 819): the courses of the course's series by day,
 * each a link that opens its own drawer, the open one marked. Loaded lazily, for a course of a series
 * only, so the course list's first chunks do not carry it.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { rideStatusLabel } from '@domain/courses/ride-status';
import { shownDay } from '@domain/dates';
import { QueryGate } from '@/ui/detail/query-gate';
import { useCourseSeries } from '@/features/courses/api/get-course-series';

const dayOrNone = (day: string | null) => (day === null ? 'bez daty' : shownDay(day));

export interface CourseSeriesSectionProps {
  courseId: number;
  seriesId: number;
}

export default function CourseSeriesSection({ courseId, seriesId }: CourseSeriesSectionProps) {
  const series = useCourseSeries(courseId, seriesId);
  const headingId = `course-series-${courseId}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Seria
      </Typography>
      <QueryGate
        query={series}
        pending={<Skeleton height={72} />}
        error={
          <Typography variant="body2" color="error">
            Nie udało się wczytać kursów serii
          </Typography>
        }
      >
        {({ courses }) => (
          <List dense disablePadding sx={{ maxHeight: 280, overflowY: 'auto' }}>
            {courses.map((course) => {
              const current = course.id === courseId;
              const numbers = course.rides.map((ride) => ride.number).join(', ');
              const statuses = [...new Set(course.rides.map((ride) => rideStatusLabel('taxi', ride.status)))];
              return (
                <ListItem key={course.id} disableGutters>
                  <ListItemText
                    primary={
                      current ? (
                        <Typography
                          component="span"
                          variant="body2"
                          aria-current="true"
                          sx={{ fontWeight: 600 }}
                        >
                          {dayOrNone(course.date)} · {numbers}
                        </Typography>
                      ) : (
                        <Link component={RouterLink} to={`/course?course=${course.id}`}>
                          {dayOrNone(course.date)} · {numbers}
                        </Link>
                      )
                    }
                    secondary={statuses.join(', ')}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </QueryGate>
    </Box>
  );
}
