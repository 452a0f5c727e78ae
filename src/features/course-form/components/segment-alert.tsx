import Alert from '@mui/material/Alert';
import { estimateSegment } from '@domain/courses/segment-estimate';
import { formatDuration, formatKm } from '@domain/distance-format';
import { stopInstant } from '@domain/courses/course-form.rules';
import type { PlaceLabel } from '../utils/course-labels';

interface Stop {
  date: string | null;
  time: string | null;
  place: PlaceLabel | undefined;
}

const point = (place: PlaceLabel | undefined) =>
  place && place.latitude !== null && place.longitude !== null
    ? { latitude: place.latitude, longitude: place.longitude }
    : null;

/**
 * Seconds between two planned stops, or null unless both have a date and a time. Read as Polish time
 * like the server does, so a night across a DST change counts its real length in any browser zone.
 */
function plannedSeconds(from: Stop, to: Stop): number | null {
  const start = stopInstant(from);
  const end = stopInstant(to);
  return start === null || end === null ? null : (end.getTime() - start.getTime()) / 1000;
}

/**
 * The distance/time alert under a stop: the estimated road distance and driving time to the next
 * stop (the server's offline estimate, domain/courses/segment-estimate.ts), and a warning when the
 * planned times leave less than that, since the driver then cannot be on time.
 */
export function SegmentAlert({ from, to, toLetter }: { from: Stop; to: Stop; toLetter: string }) {
  const estimate = estimateSegment(point(from.place), point(to.place));
  if (estimate.distance === null || estimate.time === null) return null;
  const planned = plannedSeconds(from, to);
  const backwards = planned !== null && planned < 0;
  const tooShort = planned !== null && planned < estimate.time;
  const text = `Do przystanku ${toLetter}: ok. ${formatKm(estimate.distance)}, ok. ${formatDuration(estimate.time)} jazdy.`;
  return (
    <Alert severity={tooShort ? 'warning' : 'info'} sx={{ mt: 1 }}>
      {text}
      {backwards
        ? ` Przystanek ${toLetter} jest wcześniej niż poprzedni - sprawdź godziny przystanków.`
        : tooShort
          ? ` Zaplanowano tylko ${formatDuration(planned)} - sprawdź godziny przystanków.`
          : null}
    </Alert>
  );
}
