import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { CompanyTransportCost } from '@domain/contract/finance.schema';
import { useCompanyTransportCosts } from '../api/company-costs';
import { costPriceText } from './cost-price';
import { QueryGate } from '@/ui/detail/query-gate';

export const COST_TABLE_TITLE = 'Tablica kosztów dla poszczególnych firm transportowych';

// The 'Edycja' dialog (and react-hook-form's stale answer in it) loads only when a row is edited.
const CostEditDialog = lazy(() => import('./cost-edit-dialog'));

/** The price table (§2), refreshed hourly, with search; a row's prices are edited in 'Edycja'. */
export function CostTable() {
  const [search, setSearch] = useState('');
  const costs = useCompanyTransportCosts(search);
  // The id only: the dialog edits the row as the table has it now (an hourly refetch included).
  const [editedId, setEditedId] = useState<number | null>(null);
  const edited = costs.data?.find((row) => row.id === editedId);
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
      <QueryGate
        query={costs}
        pending={<CircularProgress aria-label="Wczytywanie" />}
        error={<Typography role="alert">Nie udało się pobrać tablicy kosztów</Typography>}
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <Typography>Brak firm transportowych</Typography>
          ) : (
            <TableContainer tabIndex={0} role="region" aria-label={COST_TABLE_TITLE}>
              <Table size="small" aria-label={COST_TABLE_TITLE}>
                <TableHead>
                  <TableRow>
                    <TableCell>Firma transportowa</TableCell>
                    <TableCell align="right">Cena za km</TableCell>
                    <TableCell align="right">Cena za godzinę oczekiwania</TableCell>
                    <TableCell align="right">Akcje</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {loaded.map((row) => (
                    <CostTableRow key={row.id} row={row} onEdit={() => setEditedId(row.id)} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryGate>
      {edited && (
        <Suspense fallback={null}>
          {/* Keyed by row: another row's edit starts from that row's prices. */}
          <CostEditDialog key={edited.id} row={edited} onClose={() => setEditedId(null)} />
        </Suspense>
      )}
    </Box>
  );
}

function CostTableRow({ row, onEdit }: { row: CompanyTransportCost; onEdit: () => void }) {
  const name = row.transportCompany.name;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      {/* An amount never breaks between its number and 'zł'. */}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {costPriceText(row.priceByKilometer)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {costPriceText(row.priceByWaiting)}
      </TableCell>
      <TableCell align="right">
        <IconButton size="small" aria-label={`Edytuj: ${name}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
