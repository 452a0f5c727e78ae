import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { rideStatusLabel } from '@domain/courses/ride-status';
import { toApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { QueryGate } from '@/ui/detail/query-gate';
import { Logo } from '@/ui/layout/logo';
import { RouteMap } from '@/ui/maps/route-map';
import { ReachStopDialog } from '@/ui/dialogs/reach-stop-dialog';
import { applyQueuedMarks } from '../api/apply-queued-marks';
import type { CourseInfo, InfoRide } from '@domain/contract/course-info.schema';
import type { QueuedMark } from '../api/driver-marks-api';
import { useCourseInfo } from '../api/get-course-info';
import { useDriverMarks } from '../hooks/use-driver-marks';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import {
  courseDayText,
  endWarning,
  letter,
  mapStops,
  startWarning,
  stopDateTime,
  stopsOf,
  unmarkedStops,
} from './course-stops';
import { DeclineRideDialog } from './decline-ride-dialog';
import { DriverReportForm } from './driver-report-form';
import { DriverStop, type StopPending } from './driver-stop';
import { EndCourseDialog } from './end-course-dialog';
import { MarksStatus } from './marks-status';
import { StopChangesNotice } from './stop-changes-notice';

const now = () => new Date().toISOString();

// Geolocation and its texts load only once the course runs; a chunk that cannot load (the phone
// offline after a reload) leaves the page as it is, without the switch.
const PositionSharing = lazy<ComponentType<{ token: string }>>(() =>
  import('./position-sharing').then(
    (module) => ({ default: module.PositionSharing }),
    () => ({ default: () => null }),
  ),
);

/** Reached marks still on the phone, by waypoint id. */
function pendingStops(queue: readonly QueuedMark[], sending: string | null): Map<number, StopPending> {
  const pending = new Map<number, StopPending>();
  for (const { id, mark } of queue)
    if (mark.kind === 'reach') pending.set(mark.waypointId, id === sending ? 'sending' : 'queued');
  return pending;
}

/** `/kurs/:token`: the driver's course, phone first, outside the main layout and without a login. */
export function DriverCoursePage({ token }: { token: string }) {
  const query = useCourseInfo(token);
  const marks = useDriverMarks(token, query.isError ? 0 : query.dataUpdatedAt);
  const [reaching, setReaching] = useState<{ id: number; name: string } | null>(null);
  const [declining, setDeclining] = useState<InfoRide | null>(null);
  const [ending, setEnding] = useState<{ warning: string | null } | null>(null);
  const [starting, setStarting] = useState<string | null>(null);

  if (query.isError && toApiError(query.error).status === 404) return <Navigate to="/kurs/404" replace />;
  const frame = (content: ReactNode) => (
    <Box component="main" id="main-content" sx={{ maxWidth: 640, mx: 'auto', p: 2, display: 'grid', gap: 2 }}>
      <Logo />
      {content}
    </Box>
  );
  /** The course as the driver sees it, once read (or kept after a failed refetch: MarksStatus says so). */
  const course = (data: CourseInfo) => {
    const info = applyQueuedMarks(data, marks.queue);
    const pending = pendingStops(marks.queue, marks.sending);
    const unmarked = unmarkedStops(info);
    const end = () => marks.send({ kind: 'end', at: now() });
    const start = () => marks.send({ kind: 'start', at: now() });
    const day = courseDayText(info);
    const numbers = info.rides.map((ride) => ride.number ?? ride.id).join(' + ');
    return frame(
      <>
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {`Kurs ${numbers}`}
          </Typography>
          {day ? <Typography sx={{ fontWeight: 600 }}>{day}</Typography> : null}
          {info.contractor ? <Typography color="text.secondary">{info.contractor.name}</Typography> : null}
          {info.driverStartAt ? (
            <Typography>{`Rozpoczęto ${stopDateTime(info.driverStartAt)}`}</Typography>
          ) : null}
          {info.driverEndAt ? (
            <Typography>{`Zakończono ${stopDateTime(info.driverEndAt)}`}</Typography>
          ) : null}
        </Box>
        <StopChangesNotice token={token} info={data} />
        <MarksStatus
          waiting={marks.queue.length}
          sending={marks.sending !== null}
          unreachable={marks.unreachable}
          stale={query.isError}
        />
        {info.rides
          .filter((ride) => info.actions.reply.includes(ride.id))
          .map((ride) => (
            <Paper key={ride.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
              <Typography>{`Czy przyjmujesz przejazd ${ride.number ?? ride.id}?`}</Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  variant="contained"
                  onClick={() => marks.send({ kind: 'reply', rideId: ride.id, accept: true })}
                >
                  Akceptuj
                </Button>
                <Button color="error" onClick={() => setDeclining(ride)}>
                  Odrzuć
                </Button>
              </Box>
            </Paper>
          ))}
        {info.actions.start ? (
          <Button
            size="large"
            variant="contained"
            // On another day than the first stop's the driver is asked first (issue 31).
            onClick={() => {
              const warning = startWarning(info, new Date());
              if (warning) setStarting(warning);
              else start();
            }}
          >
            Rozpocznij kurs
          </Button>
        ) : null}
        {/* The same rule the server takes positions by: the driver may mark a stop reached (row 800). */}
        {info.actions.reach.length > 0 ? (
          <Suspense fallback={null}>
            <PositionSharing token={token} />
          </Suspense>
        ) : null}
        {info.rides.map((ride) => (
          <Paper
            key={ride.id}
            variant="outlined"
            component="section"
            aria-labelledby={`ride-${ride.id}`}
            sx={{ px: 2, py: 1 }}
          >
            <Typography id={`ride-${ride.id}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {`Przejazd ${ride.number ?? ride.id}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {rideStatusLabel('taxi', ride.status)}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {stopsOf(ride).map(({ waypoint, passengers }, index) => (
                <DriverStop
                  key={waypoint.id}
                  letter={letter(index)}
                  waypoint={waypoint}
                  passengers={passengers}
                  canReach={info.actions.reach.includes(ride.id)}
                  pending={pending.get(waypoint.id) ?? null}
                  onReach={() =>
                    setReaching({ id: waypoint.id, name: waypoint.place?.name ?? letter(index) })
                  }
                />
              ))}
            </Box>
          </Paper>
        ))}
        <RouteMap stops={mapStops(info)} label="Mapa kursu" height={260} />
        {info.actions.end ? (
          <Button
            size="large"
            variant="contained"
            color="success"
            // With stops still unmarked, or before the first stop's time, the driver is asked first: one
            // stray tap must not end the course.
            onClick={() => {
              const warning = endWarning(info, new Date());
              if (unmarked.length > 0 || warning) setEnding({ warning });
              else end();
            }}
          >
            Zakończ kurs
          </Button>
        ) : null}
        {info.actions.report && marks.queue.length === 0 ? (
          <DriverReportForm token={token} report={info.report} />
        ) : null}
        {reaching ? (
          <ReachStopDialog
            place={reaching.name}
            onClose={() => setReaching(null)}
            onConfirm={() => {
              marks.send({ kind: 'reach', waypointId: reaching.id, at: now() });
              setReaching(null);
            }}
          />
        ) : null}
        {ending ? (
          <EndCourseDialog
            unmarked={unmarked}
            warning={ending.warning}
            onClose={() => setEnding(null)}
            onConfirm={() => {
              end();
              setEnding(null);
            }}
          />
        ) : null}
        {starting ? (
          <ConfirmDialog
            title="Rozpocząć kurs?"
            text={starting}
            confirmLabel="tak, rozpocznij"
            cancelLabel="anuluj"
            onCancel={() => setStarting(null)}
            onConfirm={() => {
              start();
              setStarting(null);
            }}
          />
        ) : null}
        {declining ? (
          <DeclineRideDialog
            onClose={() => setDeclining(null)}
            onConfirm={() => {
              marks.send({ kind: 'reply', rideId: declining.id, accept: false });
              setDeclining(null);
            }}
          />
        ) : null}
      </>,
    );
  };

  return (
    <QueryGate
      query={query}
      keepData="quiet"
      pending={frame(<Skeleton variant="rounded" height={320} />)}
      error={(error, retry) =>
        frame(
          <>
            <Alert severity="error">{errorMessage(error)}</Alert>
            <Button variant="contained" loading={query.isFetching} onClick={retry}>
              Spróbuj ponownie
            </Button>
          </>,
        )
      }
    >
      {course}
    </QueryGate>
  );
}
