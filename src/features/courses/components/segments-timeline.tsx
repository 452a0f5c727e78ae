import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { GREY } from '@domain/colours/palette';
import { formatKm } from '@domain/distance-format';
import type { Ride, Waypoint } from '@domain/contract/course.schema';
import type { CardOption } from '../hooks/use-view-settings';
import { SegmentDetails } from './segment-details';
import { WaypointRow } from './waypoint-row';

/** Example: initials('Anna Nowak') === 'AN' */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The dispatcher's initials in a 24 px circle: MUI's Avatar look (theme colours), drawn with a Box
 * because Avatar alone cost 1.2 KB gzip of the course list's JavaScript budget.
 */
const INITIALS_SX = {
  ml: 'auto',
  width: 24,
  height: 24,
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  bgcolor: GREY,
  color: '#fff',
  fontSize: 11,
  lineHeight: 1,
  userSelect: 'none',
} as const;

/** Example: stopsLabel(1) === '1 przystanek pośredni', stopsLabel(3) === '3 przystanki pośrednie' */
export function stopsLabel(count: number): string {
  if (count === 1) return '1 przystanek pośredni';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14))
    return `${count} przystanki pośrednie`;
  return `${count} przystanków pośrednich`;
}

interface TimelineProps {
  ride: Ride;
  options: readonly CardOption[];
  dispatcher: string | null;
  /** Set when the signed-in driver may mark this ride's stops reached. */
  onReach?: ((waypoint: Waypoint) => void) | undefined;
}

export function SegmentsTimeline({ ride, options, dispatcher, onReach }: TimelineProps) {
  const segments = [...ride.segments].sort((a, b) => a.position - b.position);
  const first = segments[0];
  const last = segments.at(-1);
  const fullAddress = options.includes('full_waypoint_address');
  const collapsed = !options.includes('intermediate_waypoints') && segments.length > 1;
  const total =
    ride.distanceSum ??
    segments.reduce<number | null>((sum, s) => (s.distance === null ? sum : (sum ?? 0) + s.distance), null);

  return (
    <Box sx={{ px: 1.5, py: 1, display: 'grid', gap: 1 }}>
      <Box component="ol" aria-label="Relacja" sx={{ m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {first && last && collapsed ? (
          <>
            <WaypointRow waypoint={first.waypointStart} fullAddress={fullAddress} onReach={onReach} />
            <Box component="li" sx={{ listStyle: 'none', pl: 8 }}>
              <Typography variant="caption" color="text.secondary">
                {stopsLabel(segments.length - 1)}
              </Typography>
            </Box>
            <WaypointRow waypoint={last.waypointEnd} fullAddress={fullAddress} onReach={onReach} />
          </>
        ) : (
          segments.map((segment, index) => (
            <Fragment key={segment.id}>
              {index === 0 ? (
                <WaypointRow waypoint={segment.waypointStart} fullAddress={fullAddress} onReach={onReach} />
              ) : null}
              <SegmentDetails segment={segment} options={options} />
              <WaypointRow waypoint={segment.waypointEnd} fullAddress={fullAddress} onReach={onReach} />
            </Fragment>
          ))
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
        {ride.fromStartingBase?.name ? (
          <Typography variant="caption">Baza: {ride.fromStartingBase.name}</Typography>
        ) : null}
        {total !== null ? (
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {ride.routeUrl ? (
              <Link href={ride.routeUrl} target="_blank" rel="noopener">
                {formatKm(total)}
              </Link>
            ) : (
              formatKm(total)
            )}
          </Typography>
        ) : null}
        {dispatcher ? (
          <Tooltip title={`Dyspozytor: ${dispatcher}`}>
            <Box component="span" tabIndex={0} sx={INITIALS_SX}>
              {initials(dispatcher)}
            </Box>
          </Tooltip>
        ) : null}
      </Box>
    </Box>
  );
}
