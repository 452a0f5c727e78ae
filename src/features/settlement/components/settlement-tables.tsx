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
        // Five columns in the 400 px settlement column: narrow cells, numbers never wrapped.
        sx={{ '& .MuiTableCell-root': { px: 0.5, fontSize: '0.8125rem' }, '& td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell scope="col" />
            <TableCell scope="col" align="right">
              Km
            </TableCell>
            <TableCell scope="col" align="right">
              Oczekiwanie
            </TableCell>
            <TableCell scope="col" align="right">
              Autostrady
            </TableCell>
            <TableCell scope="col" align="right">
              Kwota
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const weight = row.total ? 600 : undefined;
            return (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: weight }}>
                  {row.label}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: weight }}>
                  {km(row.bill?.distance ?? null)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: weight }}>
                  {hours(row.bill?.waitingHundredthsOfHour ?? null)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: weight }}>
                  {money(row.bill?.highwayCost ?? null)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
                  {row.price === undefined ? '—' : amount(row.price, (row.bill?.distance ?? null) !== null)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
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
