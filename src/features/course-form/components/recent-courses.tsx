import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { formatDate } from '@domain/dates';
import { reuseRides } from '@domain/courses/reuse-relation';
import type { TaxiRideFormInput } from '@domain/courses/course-form.schema';
import type { CourseLabels } from '../api/course-labels';
import { useRecentCourses, type RecentCourse } from '../api/get-recent-courses';
import { QueryGate } from '@/ui/detail/query-gate';

interface RecentCoursesProps {
  userId: number;
  companyId: number;
  /** Puts the copied rides into the form (their labels first, so the fields show names). */
  onUse: (rides: TaxiRideFormInput[], labels: CourseLabels) => void;
  /** The clock; tests pin it. */
  now?: () => Date;
}

const relation = (course: RecentCourse) => `${course.from || '?'} → ${course.to || '?'}`;

/**
 * 'Ostatnio używane' of the taxi course form (courses.md §7 recently used): the user's three latest
 * courses of this railway company; choosing one copies its relation onto today for the dispatcher to
 * adjust. The executor fields are left as they are.
 */
export function RecentCourses({ userId, companyId, onUse, now = () => new Date() }: RecentCoursesProps) {
  const recent = useRecentCourses(userId, companyId);
  const [used, setUsed] = useState<RecentCourse | null>(null);
  const use = (course: RecentCourse) => {
    onUse(reuseRides(course.rides, now()), course.labels);
    setUsed(course);
  };
  return (
    <Box component="section" aria-labelledby="recent-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography
        id="recent-heading"
        component="h2"
        variant="subtitle1"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
      >
        <HistoryIcon fontSize="small" aria-hidden="true" />
        Ostatnio używane
      </Typography>
      <QueryGate
        query={recent}
        pending={
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <CircularProgress size={16} aria-hidden="true" />
            <Typography variant="body2">Wczytywanie ostatnio używanych kursów...</Typography>
          </Box>
        }
        error={
          <Typography variant="body2" color="text.secondary">
            Nie udało się wczytać ostatnio używanych kursów
          </Typography>
        }
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Brak ostatnio używanych kursów tej firmy
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1,
                // minmax(0, ...): the one-line texts are cut with an ellipsis instead of widening the page.
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  md: `repeat(${loaded.length}, minmax(0, 1fr))`,
                },
              }}
            >
              {loaded.map((course) => (
                <li key={course.id}>
                  <RecentCourseButton
                    course={course}
                    chosen={used?.id === course.id}
                    onClick={() => use(course)}
                  />
                </li>
              ))}
            </Box>
          )
        }
      </QueryGate>
      <Typography variant="body2" role="status" sx={{ color: 'success.main' }}>
        {used ? `Skopiowano relację ${used.rideNumbers} na dziś. Sprawdź godziny przystanków.` : ''}
      </Typography>
    </Box>
  );
}

function RecentCourseButton(props: { course: RecentCourse; chosen: boolean; onClick: () => void }) {
  const { course, chosen } = props;
  const details = [course.rideNumbers, formatDate(course.startsAt)].filter(Boolean).join(' · ');
  return (
    <ButtonBase
      onClick={props.onClick}
      aria-label={`Użyj relacji ${relation(course)}, ${details}`}
      aria-pressed={chosen}
      sx={{
        width: '100%',
        display: 'block',
        textAlign: 'left',
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: chosen ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: chosen ? 'action.selected' : 'background.paper',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Typography variant="body2" noWrap title={relation(course)} sx={{ fontWeight: 600 }}>
        {relation(course)}
      </Typography>
      {/* Between the two lines, so the text read off the screen has the words apart as the name has
          them (label in name, WCAG 2.5.3); it collapses away on screen. */}{' '}
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {details}
      </Typography>
    </ButtonBase>
  );
}
