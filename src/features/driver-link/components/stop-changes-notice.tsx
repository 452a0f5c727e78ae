import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { stopChanges, type RideReading } from '@domain/rides/stop-changes';
import { courseInfoSchema, type CourseInfo } from '@domain/contract/course-info.schema';
import { readStored, writeStored } from '@/lib/stored-value';
import { stopsOf } from './course-stops';

const seenKey = (token: string) => `driver-course-seen:${token}`;

/** The stops as the driver last acknowledged them on this phone; null before the first look. */
function readSeen(token: string): CourseInfo | null {
  try {
    const parsed = courseInfoSchema.safeParse(JSON.parse(readStored(seenKey(token)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const readingOf = (info: CourseInfo): RideReading[] =>
  info.rides.map((ride) => ({
    id: ride.id,
    number: ride.number,
    stops: stopsOf(ride).map(({ waypoint }) => ({
      id: waypoint.id,
      time: waypoint.time,
      placeId: waypoint.place?.id ?? null,
      placeName: waypoint.place?.name ?? null,
    })),
  }));

/**
 * 'Zmiana w kursie' (issue 31, row 649): what the dispatcher moved since the driver last looked (the
 * page reads the course every 30 s, so it comes while the page is open; a change made while it was
 * closed shows on opening). 'OK' takes note of it on this phone.
 */
export function StopChangesNotice({ token, info }: { token: string; info: CourseInfo }) {
  const [seen, setSeen] = useState<CourseInfo>(() => readSeen(token) ?? info);
  useEffect(() => {
    // The first look is what later changes are told against.
    if (readStored(seenKey(token)) === null) writeStored(seenKey(token), JSON.stringify(seen));
  }, [token, seen]);
  const changes = stopChanges(readingOf(seen), readingOf(info));
  if (changes.length === 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          onClick={() => {
            writeStored(seenKey(token), JSON.stringify(info));
            setSeen(info);
          }}
        >
          OK
        </Button>
      }
    >
      <AlertTitle>Zmiana w kursie</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {changes.map((change) => (
          <li
            key={change.rideId}
          >{`Przejazd ${change.number ?? change.rideId}: ${change.notes.join(', ')}`}</li>
        ))}
      </Box>
    </Alert>
  );
}
