import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDateAndTime } from '@domain/dates';
import { etaText } from '@domain/tracking/tracking-eta';
import { TRACKING_MESSAGES, TRACKING_TEXTS } from '@domain/tracking/tracking-rules';
import type { Tracking } from '@domain/contract/tracking.schema';
import { toApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { Logo } from '@/ui/layout/logo';
import { InfoList } from '@/ui/detail/info-list';
import { RouteMap } from '@/ui/maps/route-map';
import type { MapStop } from '@/ui/maps/map-config';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import { useTracking } from '../api/get-tracking';

/** The car (A) and the passenger's stop (B): the offline map draws the line between them. */
function mapStops(tracking: Tracking): MapStop[] {
  const stops: MapStop[] = [];
  const { position, stop } = tracking;
  if (position)
    stops.push({ key: 'car', name: 'Samochód', latitude: position.latitude, longitude: position.longitude });
  if (stop)
    stops.push({
      key: 'stop',
      name: stop.name || 'Twój przystanek',
      latitude: stop.latitude,
      longitude: stop.longitude,
    });
  return stops;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main-content" sx={{ maxWidth: 640, mx: 'auto', p: 2, display: 'grid', gap: 2 }}>
      <Logo />
      {children}
    </Box>
  );
}

/**
 * `/sledzenie/:token`: the passenger's live view of their car (issue 35), without a login. Shows
 * only what the token's answer carries; after the ride ends the server answers 404 and the page says
 * 'Przejazd zakończony'.
 */
export function TrackingPage({ token }: { token: string }) {
  const query = useTracking(token);
  if (query.isError && toApiError(query.error).status === 404)
    return (
      <Frame>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {TRACKING_MESSAGES.ended}
        </Typography>
        <Typography color="text.secondary">
          Ten link już nie działa: przejazd się zakończył albo link jest nieprawidłowy.
        </Typography>
      </Frame>
    );
  // A failed poll keeps the last answer on screen, with the server's words above it.
  return (
    <QueryGate
      query={query}
      keepData="quiet"
      pending={
        <Frame>
          <Skeleton variant="rounded" height={320} />
        </Frame>
      }
      error={(failure, retry) => <Frame>{serverError(failure, retry)}</Frame>}
    >
      {(tracking) => <Tracked tracking={tracking} failure={query.isError ? query.error : null} />}
    </QueryGate>
  );
}

/** The car and the passenger's stop, once read (`failure`: a refetch failed since). */
function Tracked({ tracking, failure }: { tracking: Tracking; failure: Error | null }) {
  const stops = mapStops(tracking);
  return (
    <Frame>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {TRACKING_TEXTS.drawerLink}
        </Typography>
        <Typography color="text.secondary">{`Przejazd ${tracking.rideNumber}`}</Typography>
      </Box>
      {failure ? <Alert severity="warning">{errorMessage(failure)}</Alert> : null}
      {tracking.state === 'waiting' ? <Alert severity="info">{TRACKING_TEXTS.waiting}</Alert> : null}
      {tracking.state === 'driving' && !tracking.position ? (
        <Alert severity="info">{TRACKING_TEXTS.noPosition}</Alert>
      ) : null}
      <InfoList
        label="Samochód i przyjazd"
        items={[
          { label: 'Przyjazd', value: tracking.eta ? etaText(tracking.eta) : '-' },
          { label: 'Twój przystanek', value: tracking.stop?.name || '-' },
          { label: 'Planowo', value: tracking.stop?.time ? formatDateAndTime(tracking.stop.time) : '-' },
          { label: 'Kierowca', value: tracking.driverFirstName || '-' },
          { label: 'Samochód', value: tracking.car ?? '-' },
          {
            label: 'Położenie z',
            value: tracking.position ? formatDateAndTime(tracking.position.at) : '-',
          },
        ]}
      />
      {stops.length > 0 ? (
        <RouteMap stops={stops} label="Mapa: samochód i Twój przystanek" height={320} />
      ) : null}
    </Frame>
  );
}
