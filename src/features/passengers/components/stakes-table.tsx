import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';

export interface StakeRowView {
  key: string;
  kilometerRate: number;
  waitHourRate: number;
  validFrom: string;
  /** The group's rate (`groupRateOn`): the first entry in force. */
  current: boolean;
  /** Added in this dialog, saved with 'Zapisz'. */
  pending: boolean;
}

/** The group's cooperation terms, newest validFrom first (the order `stakesNewestFirst` gives). */
export function StakesTable({ rows }: { rows: readonly StakeRowView[] }) {
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" role="status">
        Brak stawek
      </Typography>
    );
  return (
    <Table size="small" aria-label="Stawki grupy">
      <TableHead>
        <TableRow>
          <TableCell>Od</TableCell>
          <TableCell align="right">Za km</TableCell>
          <TableCell align="right">Za godz. oczekiwania</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>
              {formatDate(row.validFrom)}{' '}
              {row.current && <Chip size="small" color="success" label="obowiązuje" />}
              {row.pending && <Chip size="small" variant="outlined" label="nowa" />}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(row.kilometerRate)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(row.waitHourRate)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
