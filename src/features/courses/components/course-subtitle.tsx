import Box from '@mui/material/Box';
import { PhoneLink } from '@/ui/contact/phone-link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Course } from '@domain/contract/course.schema';
import type { Viewer } from '../hooks/use-current-user';
import { clockTime } from './waypoint-row';

interface Contact {
  name: string;
  phone?: string | null;
}

function executorOf(course: Course, viewer: Viewer): Contact | null {
  if (viewer === 'driver') return null;
  if (viewer === 'company') return course.driver ?? null;
  return course.driver ?? course.subcontractor ?? course.contractor ?? null;
}

/** §2 Taxi course card subtitle: who executes the course and whether the driver has started. */
export function CourseSubtitle({ course, viewer }: { course: Course; viewer: Viewer }) {
  const executor = executorOf(course, viewer);
  const started =
    viewer !== 'driver' && viewer !== 'company' && !course.driverEndAt
      ? clockTime(course.driverStartAt)
      : null;
  if (!executor && !started) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {started ? (
        <Tooltip title={`Start o ${started}`}>
          <Box
            role="img"
            tabIndex={0}
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'success.main', flexShrink: 0 }}
          />
        </Tooltip>
      ) : null}
      {executor ? (
        // noWrap clips at this box: on a phone it is tall enough for the phone link's 24 px (WCAG 2.5.8).
        <Typography variant="body2" color="text.secondary" noWrap sx={{ py: { xs: 0.5, sm: 0 } }}>
          {executor.name}
          {executor.phone ? (
            <>
              {', '}
              <PhoneLink phone={executor.phone} />
            </>
          ) : null}
        </Typography>
      ) : null}
    </Box>
  );
}
