import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';

/**
 * A table of the invoice page in an outlined frame that scrolls sideways on a phone; the frame is a
 * focusable, named region so a keyboard user can scroll it too.
 */
export function InvoiceTableFrame({
  region,
  label,
  children,
}: {
  /** The scrolling region's name ('Pozycje'). */
  region: string;
  /** The table's name ('Pozycje faktury'). */
  label: string;
  children: ReactNode;
}) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={region}
    >
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
