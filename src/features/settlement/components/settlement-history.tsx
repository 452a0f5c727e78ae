import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { formatDateAndTime } from '@domain/dates';
import type { TaxiSettlement } from '@domain/contract/settlement.schema';
import { historyFieldLabel, historyValue } from './settlement-format';

/** 'Historia rozliczenia': who changed which figure or status, when, from what to what; newest first. */
export function SettlementHistory({ history }: { history: TaxiSettlement['history'] }) {
  return (
    <Box component="section" aria-labelledby="settlement-history-title">
      <Typography id="settlement-history-title" component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
        Historia rozliczenia
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Brak zmian w rozliczeniu
        </Typography>
      ) : (
        <List dense disablePadding>
          {[...history].reverse().map((row) => (
            <ListItem key={row.id} disableGutters>
              <ListItemText
                primary={`${row.rideNumber ? `${row.rideNumber} · ` : ''}${historyFieldLabel(row.field)}: ${historyValue(row.field, row.fromValue)} → ${historyValue(row.field, row.toValue)}`}
                secondary={`${formatDateAndTime(row.at)}${row.userName ? `, ${row.userName}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
