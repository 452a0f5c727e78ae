import { Suspense, lazy, useState, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';
import { hasAnyRole, isManager, type HasRoles } from '@domain/auth/roles';
import { TAXI_COURSE_CREATOR_ROLES, type PermissionUser } from '@domain/courses/course-permissions';
import type { Course } from '@domain/contract/course.schema';
import { listAcceptor } from '@domain/courses/course-list-membership';
import { courseVisibility } from '@domain/courses/visibility';
import { CourseGeneralInfo } from './course-general-info';
import { seesDriverRelation } from './drawer-access';
import { DrawerFrame } from './drawer-frame';
import { DriverRelation } from './driver-relation';
import { rideTitle } from './ride-drawer';
import { useSettlementSlots } from '../settlement-slot';

// 'Seria' (issue 35): loaded for a course of a series only, outside the course list's first chunks.
const CourseSeriesSection = lazy(() => import('./course-series-section'));

/** §9: the column layout needs 1300 px; narrower screens get the stacked phone variant. */
export const WIDE_DRAWER_MEDIA_QUERY = '(min-width:1300px)';
/** §9: columns of 400 (general info, settlement) and 500 px (rides): 900 or 1300 px in all. */
export const INFO_COLUMN_WIDTH = 400;
export const RIDE_COLUMN_WIDTH = 500;
export const SETTLEMENT_COLUMN_WIDTH = 400;

interface CourseDrawerProps {
  course: Course;
  user: HasRoles & { permission?: PermissionUser | undefined };
  open: boolean;
  onClose: () => void;
  notice?: ReactNode;
  onOpenRide: (rideId: number) => void;
}

/** 'Kurs': general info, the rides, 'Relacja kierowcy' and, when there is room, the settlement column. */
export function CourseDrawer({ course, user, open, onClose, onOpenRide, notice }: CourseDrawerProps) {
  const wide = useMediaQuery(WIDE_DRAWER_MEDIA_QUERY, { noSsr: true });
  const manager = isManager(user);
  const acceptor = user.permission ? listAcceptor(courseVisibility(user.permission)) : null;
  const [settlementAsked, setSettlementAsked] = useState(false);
  const settlement = wide && (manager || settlementAsked);
  const columns = [INFO_COLUMN_WIDTH, RIDE_COLUMN_WIDTH, ...(settlement ? [SETTLEMENT_COLUMN_WIDTH] : [])];
  const width = wide ? columns.reduce((sum, column) => sum + column, 0) : '100%';
  const column = { p: 2, display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 } as const;
  return (
    <DrawerFrame
      title="Kurs"
      open={open}
      onClose={onClose}
      width={width}
      notice={notice}
      actions={
        <>
          {/* The form itself decides field by field what this user may change (§6). */}
          {course['@type'] === 'TaxiCourse' && hasAnyRole(user, TAXI_COURSE_CREATOR_ROLES) ? (
            <Button component={RouterLink} to={`/course/${course.id}/edit`} variant="outlined" size="small">
              Edytuj kurs
            </Button>
          ) : null}
          {manager ? null : (
            <Button
              variant="outlined"
              size="small"
              aria-pressed={settlementAsked}
              onClick={() => setSettlementAsked((asked) => !asked)}
            >
              Rozliczenie
            </Button>
          )}
        </>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: wide ? columns.map((size) => `${size}px`).join(' ') : '1fr',
          minHeight: '100%',
          // One column on a phone: the sections stack from the top instead of sharing out the height.
          alignContent: 'start',
        }}
      >
        <Box sx={column}>
          <CourseGeneralInfo course={course} acceptorCompanyId={acceptor} />
        </Box>
        <Box sx={{ ...column, borderLeft: wide ? 1 : 0, borderColor: 'divider' }}>
          <CourseRides course={course} onOpenRide={onOpenRide} />
          {course.series !== null ? (
            <Suspense fallback={<Skeleton height={72} />}>
              <CourseSeriesSection courseId={course.id} seriesId={course.series} />
            </Suspense>
          ) : null}
          {seesDriverRelation(user) ? <DriverRelation course={course} /> : null}
          {!wide && settlementAsked ? <SettlementColumn course={course} user={user} /> : null}
        </Box>
        {settlement ? (
          <Box sx={{ ...column, borderLeft: 1, borderColor: 'divider' }}>
            <SettlementColumn course={course} user={user} />
          </Box>
        ) : null}
      </Box>
    </DrawerFrame>
  );
}

function CourseRides({ course, onOpenRide }: { course: Course; onOpenRide: (rideId: number) => void }) {
  return (
    <Box component="section" aria-labelledby={`course-rides-${course.id}`}>
      <Typography
        id={`course-rides-${course.id}`}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        Przejazdy
      </Typography>
      <List dense disablePadding>
        {course.rides.map((ride) => (
          // A list owns only list items (ARIA): the button goes inside one.
          <ListItem key={ride.id} disablePadding>
            <ListItemButton aria-haspopup="dialog" onClick={() => onOpenRide(ride.id)}>
              <ListItemText primary={rideTitle(ride)} secondary={ride.company?.name ?? null} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/**
 * The settlement column: the viewer's settlement drawer of a taxi course for non-managers (§2,
 * `settlementViewOf` on the server); managers keep the note, as they have no settlement drawer (row 144).
 * The drawer itself is the settlement feature's, composed in by the route (settlement-slot.ts).
 */
function SettlementColumn({ course, user }: { course: Course; user: CourseDrawerProps['user'] }) {
  const { TaxiSettlement } = useSettlementSlots();
  const permission = user.permission;
  const panel = course['@type'] === 'TaxiCourse' && !isManager(user) && permission !== undefined;
  return (
    <Box component="section" aria-labelledby="course-settlement-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="course-settlement-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Rozliczenie
      </Typography>
      {panel ? (
        TaxiSettlement ? (
          <Suspense fallback={<Skeleton height={96} />}>
            <TaxiSettlement courseId={course.id} courseVersion={course.version} user={permission} />
          </Suspense>
        ) : null
      ) : (
        <Typography variant="body2" color="text.secondary">
          Rozliczenie będzie dostępne po zakończeniu kursu
        </Typography>
      )}
    </Box>
  );
}
