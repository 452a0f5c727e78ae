import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FleetReport } from '@domain/contract/fleet-report.schema';
import { formatDate } from '@domain/dates';
import { hoursText, kmText, moneyText } from './fleet-report-figures';

interface FigureValues {
  distance: number | null;
  waitingHundredthsOfHour: number | null;
  highwayCost: number | null;
}

function Figures({ values }: { values: FigureValues }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {kmText(values.distance)} · oczekiwanie {hoursText(values.waitingHundredthsOfHour)} · autostrady{' '}
      {moneyText(values.highwayCost)}
    </Typography>
  );
}

/** The phone layout (900 px or narrower): a card per driver/subcontractor with its rides, then the total. */
export function FleetReportCards({ report }: { report: FleetReport }) {
  const who = report.kind === 'drivers' ? 'Kierowca' : 'Podwykonawca';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {report.groups.map((group) => (
        <Paper
          key={group.id}
          variant="outlined"
          component="section"
          aria-label={`${who}: ${group.name}`}
          sx={{ p: 1.5 }}
        >
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
          {group.rows.map((row) => (
            <Box key={`${row.courseId}-${row.rideNumber}`} sx={{ py: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">
                  {row.day === null ? '-' : formatDate(row.day)} · {row.rideNumber}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {moneyText(row.amount)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Kurs {row.courseId} · {row.route ?? '-'}
              </Typography>
              <Figures values={row} />
            </Box>
          ))}
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, pt: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Razem: {group.name}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {moneyText(group.totals.amount)}
            </Typography>
          </Box>
          <Figures values={group.totals} />
        </Paper>
      ))}
      <Paper variant="outlined" component="section" aria-label="Razem" sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Razem
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {moneyText(report.totals.amount)}
          </Typography>
        </Box>
        <Figures values={report.totals} />
      </Paper>
    </Box>
  );
}
