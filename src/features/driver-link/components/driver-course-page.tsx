import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { rideStatusLabel } from '@domain/courses/ride-status';
import { toApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { Logo } from '@/ui/layout/logo';
import { RouteMap } from '@/ui/maps/route-map';
import { applyQueuedMarks } from '../api/apply-queued-marks';
import type { CourseInfo, InfoRide } from '../api/course-info.schema';
import { useCourseInfo } from '../api/get-course-info';
import { useDriverMarks } from '../hooks/use-driver-marks';
import { DeclineRideDialog } from './decline-ride-dialog';
import { DriverReportForm } from './driver-report-form';
import { DriverStop } from './driver-stop';
import { ReachStopDialog } from '@/ui/dialogs/reach-stop-dialog';

const letter = (index: number) => String.fromCharCode(65 + index);
const now = () => new Date().toISOString();
const clock = (value: string) => dayjs(value).format('HH:mm DD.MM.YYYY');

/** The stops of a ride in order, each with the passengers who get in there. */
function stopsOf(ride: InfoRide) {
  const segments = [...ride.segments].sort((a, b) => a.position - b.position);
  const last = segments.at(-1);
  return [
    ...segments.map((segment) => ({ waypoint: segment.waypointStart, passengers: segment.employees })),
    ...(last ? [{ waypoint: last.waypointEnd, passengers: [] }] : []),
  ];
}

function mapStops(info: CourseInfo) {
  return info.rides.flatMap((ride) =>
    stopsOf(ride).flatMap(({ waypoint }) => {
      const place = waypoint.place;
      if (!place || typeof place.latitude !== 'number' || typeof place.longitude !== 'number') return [];
      return [
        {
          key: String(waypoint.id),
          name: place.name ?? '',
          latitude: place.latitude,
          longitude: place.longitude,
        },
      ];
    }),
  );
}

/** `/kurs/:token`: the driver's course, phone first, outside the main layout and without a login. */
export function DriverCoursePage({ token }: { token: string }) {
  const query = useCourseInfo(token);
  const marks = useDriverMarks(token);
  const [reaching, setReaching] = useState<{ id: number; name: string } | null>(null);
  const [declining, setDeclining] = useState<InfoRide | null>(null);

  if (query.isError && toApiError(query.error).status === 404) return <Navigate to="/kurs/404" replace />;
  const frame = (content: ReactNode) => (
    <Box component="main" id="main-content" sx={{ maxWidth: 640, mx: 'auto', p: 2, display: 'grid', gap: 2 }}>
      <Logo />
      {content}
    </Box>
  );
  if (query.isError) return frame(<Alert severity="error">{errorMessage(query.error)}</Alert>);
  if (!query.data) return frame(<Skeleton variant="rounded" height={320} />);

  const info = applyQueuedMarks(query.data, marks.queue);
  const numbers = info.rides.map((ride) => ride.number ?? ride.id).join(' + ');
  return frame(
    <>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {`Kurs ${numbers}`}
        </Typography>
        {info.contractor ? <Typography color="text.secondary">{info.contractor.name}</Typography> : null}
        {info.driverStartAt ? <Typography>{`Rozpoczęto ${clock(info.driverStartAt)}`}</Typography> : null}
        {info.driverEndAt ? <Typography>{`Zakończono ${clock(info.driverEndAt)}`}</Typography> : null}
      </Box>
      {marks.queue.length > 0 ? (
        <Alert severity="warning">{`Czeka na wysłanie: ${marks.queue.length}. Wyślemy po odzyskaniu połączenia.`}</Alert>
      ) : null}
      {info.rides
        .filter((ride) => info.actions.reply.includes(ride.id))
        .map((ride) => (
          <Paper key={ride.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Typography>{`Czy przyjmujesz przejazd ${ride.number ?? ride.id}?`}</Typography>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                variant="contained"
                disabled={marks.sending}
                onClick={() => marks.send({ kind: 'reply', rideId: ride.id, accept: true })}
              >
                Akceptuj
              </Button>
              <Button color="error" disabled={marks.sending} onClick={() => setDeclining(ride)}>
                Odrzuć
              </Button>
            </Box>
          </Paper>
        ))}
      {info.actions.start ? (
        <Button
          size="large"
          variant="contained"
          disabled={marks.sending}
          onClick={() => marks.send({ kind: 'start', at: now() })}
        >
          Rozpocznij kurs
        </Button>
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
                onReach={() => setReaching({ id: waypoint.id, name: waypoint.place?.name ?? letter(index) })}
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
          disabled={marks.sending}
          onClick={() => marks.send({ kind: 'end', at: now() })}
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
}
