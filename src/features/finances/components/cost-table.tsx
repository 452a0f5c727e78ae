import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCompanyTransportCosts } from '../api/company-costs';
import { CostRowEditor } from './cost-row-editor';

export const COST_TABLE_TITLE = 'Tablica kosztów dla poszczególnych firm transportowych';

/** The editable price table (§2), refreshed hourly, with search. */
export function CostTable() {
  const [search, setSearch] = useState('');
  const costs = useCompanyTransportCosts(search);
  return (
    <Box component="section" aria-labelledby="cost-table" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="cost-table" component="h3" variant="h6">
        {COST_TABLE_TITLE}
      </Typography>
      <TextField
        size="small"
        label="Szukaj"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 320 }}
      />
      {costs.isPending ? (
        <CircularProgress aria-label="Wczytywanie" />
      ) : costs.isError ? (
        <Typography role="alert">Nie udało się pobrać tablicy kosztów</Typography>
      ) : costs.data.length === 0 ? (
        <Typography>Brak firm transportowych</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={COST_TABLE_TITLE}>
          <Table size="small" aria-label={COST_TABLE_TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>Firma transportowa</TableCell>
                <TableCell>Cena za km (zł)</TableCell>
                <TableCell>Cena za godzinę oczekiwania (zł)</TableCell>
                <TableCell>Akcje</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {costs.data.map((row) => (
                // Keyed by id only: a refetch (hourly) must neither drop what is typed nor move the
                // version it is saved against (the stale-save answer, row 574).
                <CostRowEditor key={row.id} row={row} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
