import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PeopleIcon from '@mui/icons-material/People';
import type { Course, Ride } from '../api/course.schema';
import { rideStatusColor, rideStatusLabel } from '@domain/courses/ride-status';

/** Company that executes the course: the subcontractor if any, else the contractor. */
export function executingCompany(course: Course): string {
  return course.subcontractor?.name ?? course.contractor?.name ?? 'Brak wykonawcy';
}

/** Polish plural. Example: passengersLabel(1) === '1 pasażer', (3) '3 pasażerowie', (5) '5 pasażerów' */
export function passengersLabel(count: number): string {
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (count === 1) return '1 pasażer';
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} pasażerowie`;
  return `${count} pasażerów`;
}

function RideSummary({ ride, divided }: { ride: Ride; divided: boolean }) {
  const segments = [...ride.segments].sort((a, b) => a.position - b.position);
  const first = segments[0]?.waypointStart;
  const last = segments.at(-1)?.waypointEnd;
  const passengers = new Set(segments.flatMap((segment) => segment.employees.map((employee) => employee.id)))
    .size;
  const start = first?.time ? dayjs(first.time) : null;

  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        py: 1.25,
        display: 'grid',
        gap: 0.5,
        borderTop: divided ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
          Przejazd {ride.number ?? ride.id}
        </Typography>
        <Chip
          size="small"
          label={rideStatusLabel(ride['@type'] === 'KilometerCourseRide' ? 'kilometer' : 'taxi', ride.status)}
          sx={{ bgcolor: rideStatusColor(ride.status), color: '#fff', fontWeight: 500 }}
        />
      </Box>
      {start?.isValid() ? (
        <Typography variant="body2" component="p">
          <Box component="time" dateTime={start.toISOString()} sx={{ fontWeight: 600 }}>
            {start.format('HH:mm DD.MM.YYYY')}
          </Box>
        </Typography>
      ) : null}
      <Typography variant="body2" component="p" color="text.secondary">
        {first?.place?.name ?? 'Brak miejsca'} → {last?.place?.name ?? 'Brak miejsca'}
      </Typography>
      <Typography variant="body2" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <PeopleIcon fontSize="inherit" aria-hidden="true" />
        {passengersLabel(passengers)}
      </Typography>
    </Box>
  );
}

export function CourseCard({ course }: { course: Course }) {
  const taxi = course['@type'] === 'TaxiCourse';
  const titleId = `course-${course.id}-title`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          label={taxi ? 'TAXI' : 'KILOMETRÓWKA'}
          color={taxi ? 'primary' : 'secondary'}
          variant="outlined"
          sx={{ fontWeight: 700, letterSpacing: '0.04em' }}
        />
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 600, minWidth: 0 }}
        >
          {executingCompany(course)}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {course.rides.map((ride, index) => (
          <RideSummary key={ride.id} ride={ride} divided={index > 0} />
        ))}
      </Box>
    </Card>
  );
}
