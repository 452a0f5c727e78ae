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
        <Typography variant="body2" color="text.secondary" noWrap>
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
