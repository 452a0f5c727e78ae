import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { deviationMapKm, distanceDeviation } from '@domain/reports/distance-deviation';
import { formatKmTenths, kmTenths } from '@domain/reports/kilometer-report';
import { canSeeDistanceDeviation } from '@domain/reports/report-permissions';
import type { Course } from '@domain/contract/course.schema';
import { useCurrentUser } from '@/features/courses/hooks/use-current-user';
import { InfoList } from '@/ui/detail/info-list';

const km = (value: number) => `${formatKmTenths(kmTenths(value))} km`;
const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/**
 * The premium modal's deviation indicator (docs/spec-decisions.md row 182): the map service's km beside
 * the km the carrier declared, highlighted above 10 %. Only for ROLE_COURSE_GENERATE_REPORT; nothing
 * until the driver has reported.
 */
export function DistanceDeviationInfo({ course }: { course: Course }) {
  const user = useCurrentUser();
  const mapKm = deviationMapKm(course);
  const deviation = distanceDeviation(mapKm, course.driverDistance);
  if (
    !canSeeDistanceDeviation(user) ||
    deviation === null ||
    mapKm === null ||
    course.driverDistance === null
  )
    return null;
  const percent =
    deviation.percent === null
      ? ''
      : ` (${signed(`${deviation.percent.toLocaleString('pl-PL')} %`, deviation.differenceKm)})`;
  const difference = `${signed(km(deviation.differenceKm), deviation.differenceKm)}${percent}`;
  return (
    <Box component="section" aria-labelledby="distance-deviation-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="distance-deviation-title" variant="subtitle2" component="h3">
        Odchylenie dystansu{course.rides.length > 1 ? ' (cały kurs)' : ''}
      </Typography>
      <InfoList
        label="Odchylenie dystansu"
        items={[
          { label: 'Serwis mapowy', value: km(mapKm) },
          { label: 'Deklarowane przez przewoźnika', value: km(course.driverDistance) },
          { label: 'Różnica', value: difference },
        ]}
      />
      {deviation.over10 ? (
        <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
          Odchylenie powyżej 10 %
        </Alert>
      ) : null}
    </Box>
  );
}
