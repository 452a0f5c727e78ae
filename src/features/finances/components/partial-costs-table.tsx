import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CostRow } from '@domain/contract/finance.schema';
import { formatMoney } from '@domain/money';
import { monthLabel } from '@domain/settlement/kilometer-month';
import { costPriceText } from './cost-price';

/**
 * Partial costs by month (courses.md §2): kilometres, waiting and motorway in zł per transport company;
 * a part without a price says 'brak stawki' (spec-decisions row 651). Months are named as the month
 * pickers name them ('listopad 2026'), not 'YYYY-MM'.
 */
export function PartialCostsTable({ rows }: { rows: readonly CostRow[] }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Koszty cząstkowe według miesięcy"
      sx={{ maxWidth: '100%' }}
    >
      <Table size="small" aria-label="Koszty cząstkowe według miesięcy">
        <TableHead>
          <TableRow>
            <TableCell>Miesiąc</TableCell>
            <TableCell>Firma transportowa</TableCell>
            <TableCell align="right">Kilometry</TableCell>
            <TableCell align="right">Oczekiwanie</TableCell>
            <TableCell align="right">Autostrady</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...rows].reverse().map((row) => (
            <TableRow key={`${row.month}-${row.transportCompanyId}`}>
              <TableCell>{monthLabel(row.month)}</TableCell>
              <TableCell>{row.transportCompanyName}</TableCell>
              <TableCell align="right">{costPriceText(row.priceByKilometers)}</TableCell>
              <TableCell align="right">{costPriceText(row.priceByWaiting)}</TableCell>
              <TableCell align="right">{formatMoney(row.priceByMotorway)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
