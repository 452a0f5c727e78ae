import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { ResourceListProps } from './resource-list';
import { VISUALLY_HIDDEN } from '@/ui/visually-hidden';

type RowsProps<S extends z.ZodType> = ResourceListProps<S> & { rows: readonly z.output<S>[] };

/** The row's name: a link (`rowHref`), a button (`onOpen`) or plain text. */
function RowName<S extends z.ZodType>({
  row,
  rowHref,
  onOpen,
  rowLabel,
}: RowsProps<S> & { row: z.output<S> }) {
  const label = rowLabel(row);
  if (rowHref)
    return (
      <Link component={RouterLink} to={rowHref(row)} sx={{ fontWeight: 500 }}>
        {label}
      </Link>
    );
  if (onOpen)
    return (
      <Link
        component="button"
        type="button"
        onClick={() => onOpen(row)}
        sx={{ fontWeight: 500, textAlign: 'left' }}
      >
        {label}
      </Link>
    );
  return <>{label}</>;
}

/** Desktop: the name first, then the columns, then the row's actions. */
export function ResourceTable<S extends z.ZodType>(props: RowsProps<S>) {
  const { title, columns, rows, rowKey, rowActions } = props;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={title}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{props.nameLabel ?? 'Nazwa'}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {column.label}
              </TableCell>
            ))}
            {rowActions && (
              <TableCell align="right">
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  Akcje
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              <TableCell>
                <RowName {...props} row={row} />
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
              {rowActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {rowActions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per row, the columns as label-value lines. */
export function ResourceCards<S extends z.ZodType>(props: RowsProps<S>) {
  const { title, columns, rows, rowKey, rowActions } = props;
  return (
    <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Card component="li" key={rowKey(row)} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                <RowName {...props} row={row} />
              </Typography>
              {columns
                .filter((column) => column.status)
                .map((column) => (
                  <Chip key={column.id} size="small" label={column.render(row)} />
                ))}
              {rowActions && <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>{rowActions(row)}</Box>}
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
            >
              {columns
                .filter((column) => !column.status)
                .map((column) => (
                  <Box key={column.id} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {column.render(row)}
                    </Typography>
                  </Box>
                ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
