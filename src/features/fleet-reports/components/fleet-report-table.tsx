import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FleetReport } from '@domain/contract/fleet-report.schema';
import { formatDate } from '@domain/dates';
import { hoursText, kmText, moneyText } from './fleet-report-figures';

type Totals = FleetReport['totals'];

function TotalCells({ totals }: { totals: Totals }) {
  return (
    <>
      <TableCell align="right">{kmText(totals.distance)}</TableCell>
      <TableCell align="right">{hoursText(totals.waitingHundredthsOfHour)}</TableCell>
      <TableCell align="right">{moneyText(totals.highwayCost)}</TableCell>
      <TableCell align="right">{moneyText(totals.amount)}</TableCell>
    </>
  );
}

/** The wide layout: one table, a heading row and a subtotal row per driver/subcontractor, the total last. */
export function FleetReportTable({ report }: { report: FleetReport }) {
  const who = report.kind === 'drivers' ? 'Kierowca' : 'Podwykonawca';
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={report.kind === 'drivers' ? 'Rozliczenia kierowców' : 'Rozliczenia podwykonawców'}
      >
        <TableHead>
          <TableRow>
            <TableCell>Data</TableCell>
            <TableCell>Kurs</TableCell>
            <TableCell>Przejazd</TableCell>
            <TableCell>Trasa</TableCell>
            <TableCell align="right">Km</TableCell>
            <TableCell align="right">Oczekiwanie</TableCell>
            <TableCell align="right">Autostrady</TableCell>
            <TableCell align="right">Kwota</TableCell>
          </TableRow>
        </TableHead>
        {report.groups.map((group) => (
          <TableBody key={group.id}>
            <TableRow sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="rowgroup" colSpan={8} sx={{ fontWeight: 600 }}>
                {who}: {group.name}
              </TableCell>
            </TableRow>
            {group.rows.map((row) => (
              <TableRow key={`${row.courseId}-${row.rideNumber}`}>
                <TableCell>{row.day === null ? '-' : formatDate(row.day)}</TableCell>
                <TableCell>{row.courseId}</TableCell>
                <TableCell>{row.rideNumber}</TableCell>
                <TableCell>{row.route ?? '-'}</TableCell>
                <TableCell align="right">{kmText(row.distance)}</TableCell>
                <TableCell align="right">{hoursText(row.waitingHundredthsOfHour)}</TableCell>
                <TableCell align="right">{moneyText(row.highwayCost)}</TableCell>
                <TableCell align="right">{moneyText(row.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
                Razem: {group.name}
              </TableCell>
              <TotalCells totals={group.totals} />
            </TableRow>
          </TableBody>
        ))}
        <TableFooter>
          <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell colSpan={4}>Razem</TableCell>
            <TotalCells totals={report.totals} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
