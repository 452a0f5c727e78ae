import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type {
  KilometerSettlement,
  KilometerSettlementCollection,
} from '@domain/contract/kilometer-settlement.schema';
import { rideStatusColor, rideStatusLabel } from '@domain/courses/ride-status';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { formatKmOrDash } from '@domain/distance-format';
import { polishPlural, RIDE_FORMS } from '@domain/plural';
import { amountText } from '../kilometer-settlement/kilometer-summary';
import { VISUALLY_HIDDEN } from '@/ui/visually-hidden';

export interface RowsProps {
  collection: KilometerSettlementCollection;
  /** The accountant's view: who and which company, a checkbox and 'Rozliczono' per ride. */
  accountant: boolean;
  selected: ReadonlySet<string>;
  onToggle: (ride: string) => void;
  onToggleAll: () => void;
  /** 'Rozliczono' on one ride; undefined hides the button. */
  onSettle?: ((ride: KilometerSettlement) => void) | undefined;
  busy: boolean;
}

/** Read by screen readers only. */

const money = (value: number | null) => (value === null ? '-' : formatMoney(value));

export const totalsLabel = (count: number) => `Razem: ${count} ${polishPlural(count, RIDE_FORMS)}`;

function StatusChip({ status }: { status: string }) {
  const colour = rideStatusColor(status);
  return (
    <Chip
      size="small"
      label={rideStatusLabel('kilometer', status)}
      sx={{ bgcolor: colour, color: 'common.white', fontWeight: 500 }}
    />
  );
}

/** The month's rides as a table (wide screens). */
export function SettlementTable({
  collection,
  accountant,
  selected,
  onToggle,
  onToggleAll,
  onSettle,
  busy,
}: RowsProps) {
  const members = collection['hydra:member'];
  const { totals } = collection;
  const all = members.length > 0 && members.every((ride) => selected.has(ride.ride));
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Przejazdy miesiąca">
        <TableHead>
          <TableRow>
            {accountant ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={!all && selected.size > 0}
                  onChange={onToggleAll}
                  slotProps={{ input: { 'aria-label': 'Zaznacz wszystkie' } }}
                />
              </TableCell>
            ) : null}
            <TableCell>Data</TableCell>
            <TableCell>Numer</TableCell>
            {accountant ? <TableCell>Pracownik</TableCell> : null}
            {accountant ? <TableCell>Firma</TableCell> : null}
            <TableCell>Status</TableCell>
            <TableCell align="right">Kilometry</TableCell>
            <TableCell align="right">Autostrady</TableCell>
            <TableCell align="right">Kwota</TableCell>
            {onSettle ? (
              <TableCell>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  Akcje
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((ride) => (
            <TableRow key={ride.ride} hover>
              {accountant ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(ride.ride)}
                    onChange={() => onToggle(ride.ride)}
                    slotProps={{ input: { 'aria-label': `Zaznacz ${ride.number}` } }}
                  />
                </TableCell>
              ) : null}
              <TableCell>{formatDate(ride.startsAt)}</TableCell>
              <TableCell>{ride.number}</TableCell>
              {accountant ? <TableCell>{ride.employee?.name ?? '-'}</TableCell> : null}
              {accountant ? <TableCell>{ride.company.name}</TableCell> : null}
              <TableCell>
                <StatusChip status={ride.status} />
              </TableCell>
              <TableCell align="right">{formatKmOrDash(ride.distance)}</TableCell>
              <TableCell align="right">{money(ride.highwayCost)}</TableCell>
              <TableCell align="right">{amountText(ride)}</TableCell>
              {onSettle ? (
                <TableCell align="right">
                  {ride.status === 'to_be_settled' ? (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => onSettle(ride)}
                      aria-label={`Rozliczono ${ride.number}`}
                    >
                      Rozliczono
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={accountant ? 6 : 3} sx={{ fontWeight: 600, color: 'text.primary' }}>
              {totalsLabel(totals.rides)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {totals.distance} km
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {formatMoney(totals.highwayCost)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {formatMoney(totals.amount)}
            </TableCell>
            {onSettle ? <TableCell /> : null}
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  );
}

/** The month's rides as cards (phones, below 900 px), with the totals card last. */
export function SettlementCards({ collection, accountant, selected, onToggle, onSettle, busy }: RowsProps) {
  const { totals } = collection;
  const line = (label: string, value: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
  return (
    <Box
      component="ul"
      aria-label="Przejazdy miesiąca"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {collection['hydra:member'].map((ride) => (
        <Paper component="li" key={ride.ride} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {accountant ? (
              <Checkbox
                checked={selected.has(ride.ride)}
                onChange={() => onToggle(ride.ride)}
                slotProps={{ input: { 'aria-label': `Zaznacz ${ride.number}` } }}
                sx={{ ml: -1 }}
              />
            ) : null}
            <Typography component="h3" variant="subtitle2" sx={{ flex: 1 }}>
              {ride.number}
            </Typography>
            <StatusChip status={ride.status} />
          </Box>
          {line('Data', formatDate(ride.startsAt))}
          {accountant ? line('Pracownik', ride.employee?.name ?? '-') : null}
          {accountant ? line('Firma', ride.company.name) : null}
          {line('Kilometry', formatKmOrDash(ride.distance))}
          {line('Autostrady', money(ride.highwayCost))}
          {line('Kwota', amountText(ride))}
          {onSettle && ride.status === 'to_be_settled' ? (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              onClick={() => onSettle(ride)}
              aria-label={`Rozliczono ${ride.number}`}
              sx={{ justifySelf: 'end', mt: 0.5 }}
            >
              Rozliczono
            </Button>
          ) : null}
        </Paper>
      ))}
      <Paper
        component="li"
        variant="outlined"
        aria-label="Podsumowanie miesiąca"
        sx={{ p: 1.5, display: 'grid', gap: 0.5, borderColor: 'primary.main', borderWidth: 2 }}
      >
        <Typography component="h3" variant="subtitle2">
          {totalsLabel(totals.rides)}
        </Typography>
        {line('Kilometry', `${totals.distance} km`)}
        {line('Autostrady', formatMoney(totals.highwayCost))}
        {line('Kwota', formatMoney(totals.amount))}
      </Paper>
    </Box>
  );
}
