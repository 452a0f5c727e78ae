import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { isCompanyUser } from '@domain/auth/roles';
import type { Course } from '../api/course.schema';
import type { Viewer } from '../hooks/use-current-user';
import type { CardOption } from '../hooks/use-view-settings';
import { CourseSubtitle } from './course-subtitle';
import { RideCard } from './ride-card';

/** Company that executes the course: the subcontractor if any, else the contractor. */
export function executingCompany(course: Course): string {
  return course.subcontractor?.name ?? course.contractor?.name ?? 'Brak wykonawcy';
}

/** Date of the first planned waypoint of the course, DD.MM.YYYY. */
export function rideDate(course: Course): string {
  const times = course.rides.flatMap((ride) =>
    ride.segments.flatMap((segment) => (segment.waypointStart.time ? [segment.waypointStart.time] : [])),
  );
  const first = times.map((time) => dayjs(time)).sort((a, b) => a.valueOf() - b.valueOf())[0];
  return first?.isValid() ? first.format('DD.MM.YYYY') : 'Brak daty';
}

export interface CardViewer {
  viewer: Viewer;
  roles: readonly string[];
}

interface CourseCardProps {
  course: Course;
  user: CardViewer;
  options: readonly CardOption[];
}

export function CourseCard({ course, user, options }: CourseCardProps) {
  const taxi = course['@type'] === 'TaxiCourse';
  if (!taxi && course['@type'] !== 'KilometerCourse')
    throw new Error(`Nieznany typ kursu: ${course['@type']}`);
  const dateTitle = !taxi || user.viewer === 'passenger' || user.viewer === 'driver';
  const titleId = `course-${course.id}-title`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 600, minWidth: 0 }}
        >
          {dateTitle ? rideDate(course) : executingCompany(course)}
        </Typography>
        <Chip
          size="small"
          label={taxi ? 'TAXI' : 'KILOMETRÓWKA'}
          color={taxi ? 'primary' : 'secondary'}
          variant="outlined"
          sx={{ ml: 'auto', fontWeight: 700 }}
        />
      </Box>
      {taxi ? <CourseSubtitle course={course} viewer={user.viewer} /> : null}
      {course.rides.map((ride) => (
        <RideCard
          key={ride.id}
          ride={ride}
          kilometer={!taxi}
          showCompany={!isCompanyUser(user)}
          options={options}
          dispatcher={ride.createdBy?.name ?? course.createdBy?.name ?? null}
        />
      ))}
    </Card>
  );
}
