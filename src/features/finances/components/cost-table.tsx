import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/api-error';
import { useNotice } from '@/ui/notice/notice-context';
import type { CompanyTransportCost } from '@domain/contract/finance.schema';
import { useCompanyTransportCosts, useUpdateCompanyTransportCost } from '../api/company-costs';
import { priceInput, priceText } from './cost-price';

export const COST_TABLE_TITLE = 'Tablica kosztów dla poszczególnych firm transportowych';

/** §2 failure: title 'Błąd edycji', 'Wystąpił błąd edycji' plus the server's description below 500. */
function editError(error: unknown): string {
  const apiError = toApiError(error);
  const detail = apiError.status > 0 && apiError.status < 500 ? ` ${apiError.message}` : '';
  return `Błąd edycji: Wystąpił błąd edycji.${detail}`;
}

function CostRowEditor({ row }: { row: CompanyTransportCost }) {
  const notice = useNotice();
  const update = useUpdateCompanyTransportCost();
  const [km, setKm] = useState(priceText(row.priceByKilometer));
  const [waiting, setWaiting] = useState(priceText(row.priceByWaiting));
  const kmValue = priceInput(km);
  const waitingValue = priceInput(waiting);
  const valid = typeof kmValue === 'number' && waitingValue !== undefined;
  // Saved only when changed (§2).
  const changed = valid && (kmValue !== row.priceByKilometer || waitingValue !== row.priceByWaiting);
  const save = () => {
    if (!valid) return;
    update.mutate(
      { id: row.id, body: { priceByKilometer: kmValue, priceByWaiting: waitingValue, version: row.version } },
      {
        onSuccess: (saved) => {
          setKm(priceText(saved.priceByKilometer));
          setWaiting(priceText(saved.priceByWaiting));
          notice.success('Zmiany zostały zapisane');
        },
        onError: (error) => notice.error(editError(error)),
      },
    );
  };
  const name = row.transportCompany.name;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          value={km}
          onChange={(event) => setKm(event.target.value)}
          error={kmValue === undefined || kmValue === null}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Cena za km (zł): ${name}` } }}
          sx={{ width: 110 }}
        />
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          value={waiting}
          onChange={(event) => setWaiting(event.target.value)}
          error={waitingValue === undefined}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'aria-label': `Cena za godzinę oczekiwania (zł): ${name}` },
          }}
          sx={{ width: 110 }}
        />
      </TableCell>
      <TableCell>
        <Button
          size="small"
          onClick={save}
          disabled={!changed || update.isPending}
          aria-label={`Zapisz: ${name}`}
        >
          Zapisz
        </Button>
      </TableCell>
    </TableRow>
  );
}

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
                <CostRowEditor key={`${row.id}-${row.version}`} row={row} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
