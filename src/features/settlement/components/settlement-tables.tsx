import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TaxiSettlement, WireBill } from '@domain/contract/settlement.schema';
import { amount, hours, km, money, statusLabel } from './settlement-format';

interface Row {
  key: string | number;
  label: ReactNode;
  bill: Pick<WireBill, 'distance' | 'waitingHundredthsOfHour' | 'highwayCost'> | null;
  /** Undefined: no amount column value (the driver's rate is not known, row 151). */
  price?: number | null;
  total?: boolean;
}

/** One settlement table (the client's, the driver's, the subcontractor's): km, waiting, highway, amount. */
export function BillTable({
  title,
  rows,
  caption,
}: {
  title: string;
  rows: readonly Row[];
  caption?: string;
}) {
  return (
    // Focusable: on a phone the table scrolls sideways, and keyboard users must reach it (axe).
    <Box component="section" aria-label={title} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {caption ? (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      ) : null}
      <Table
        size="small"
        aria-label={title}
        // Four figures across the 400 px settlement column; each row's name (a ride number and its
        // status) heads its own line above them, so nothing is cut at 1440 px or on a phone.
        sx={{
          tableLayout: 'fixed',
          '& .MuiTableCell-root': { px: 0.5, fontSize: '0.8125rem' },
          '& td': { whiteSpace: 'nowrap' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell scope="col" align="right">
              Km
            </TableCell>
            <TableCell scope="col" align="right" sx={{ width: '30%' }}>
              Oczekiwanie
            </TableCell>
            <TableCell scope="col" align="right" sx={{ width: '25%' }}>
              Autostrady
            </TableCell>
            <TableCell scope="col" align="right" sx={{ width: '25%' }}>
              Kwota
            </TableCell>
          </TableRow>
        </TableHead>
        {rows.map((row) => {
          const weight = row.total ? 600 : undefined;
          return (
            // One row group a bill: its name over its figures (th scope="rowgroup" names both lines).
            <TableBody key={row.key}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={4}
                  sx={{ fontWeight: weight, borderBottom: 'none', pb: 0 }}
                >
                  {row.label}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell align="right" sx={{ fontWeight: weight }}>
                  {km(row.bill?.distance ?? null)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: weight }}>
                  {hours(row.bill?.waitingHundredthsOfHour ?? null)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: weight }}>
                  {money(row.bill?.highwayCost ?? null)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: weight }}>
                  {row.price === undefined ? '—' : amount(row.price, (row.bill?.distance ?? null) !== null)}
                </TableCell>
              </TableRow>
            </TableBody>
          );
        })}
      </Table>
    </Box>
  );
}

/** The client's table: a row per ride ('Przejazd {number}', its status) and the totals row for 2 rides or more. */
export function clientRows(settlement: TaxiSettlement): Row[] {
  const rows: Row[] = settlement.rides.map((ride) => ({
    key: ride.id,
    label: (
      <>
        {ride.number}
        <Typography component="span" variant="caption" sx={{ display: 'block' }} color="text.secondary">
          {statusLabel(ride.status)}
        </Typography>
      </>
    ),
    bill: ride.toSettled,
    price: ride.amount,
  }));
  if (settlement.totals)
    rows.push({
      key: 'total',
      label: 'Razem',
      bill: settlement.totals,
      price: settlement.totalAmount,
      total: true,
    });
  return rows;
}
