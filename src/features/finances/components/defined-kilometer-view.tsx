import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import type { DefinedKilometer } from '@domain/contract/finance.schema';
import { secondsToTime } from '@domain/validation/time';
import { useDefinedKilometer } from '../api/defined-kilometers-api';
import { DefinedKilometerForm } from './defined-kilometer-form';

/** Loads the pair of `:id`, then shows `children(pair)`; loading and error states around it. */
function WithPair({ id, children }: { id: number; children: (pair: DefinedKilometer) => React.ReactNode }) {
  return (
    <QueryGate query={useDefinedKilometer(id)} error={serverError}>
      {children}
    </QueryGate>
  );
}

/** /defined-kilometers/:id */
export function DefinedKilometerView({
  id,
  canEdit,
}: {
  id: number;
  /** `mayEditDefinedPair` for this pair's owner: a global pair offers 'Edytuj' to managers only. */
  canEdit: (pair: DefinedKilometer) => boolean;
}) {
  return (
    <WithPair id={id}>
      {(pair) => (
        <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 720, mx: 'auto', width: '100%' }}>
          <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
            {pair.placeStart.name} – {pair.placeEnd.name}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
              <dt>Miejsce początkowe</dt>
              <dd style={{ margin: 0 }}>{pair.placeStart.name}</dd>
              <dt>Miejsce końcowe</dt>
              <dd style={{ margin: 0 }}>{pair.placeEnd.name}</dd>
              <dt>Kilometry</dt>
              <dd style={{ margin: 0 }}>{pair.kilometers}</dd>
              <dt>Czas</dt>
              <dd style={{ margin: 0 }}>{secondsToTime(pair.time)}</dd>
            </dl>
          </Paper>
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button component={RouterLink} to="/defined-kilometers">
              Wróć do listy
            </Button>
            {canEdit(pair) ? (
              <Button component={RouterLink} to={`/defined-kilometers/${pair.id}/edit`} variant="contained">
                Edytuj
              </Button>
            ) : null}
          </Box>
        </Box>
      )}
    </WithPair>
  );
}

/** /defined-kilometers/:id/edit */
export function DefinedKilometerEdit({ id }: { id: number }) {
  // No key by version: a newer pair read after a stale save must not throw away what was typed.
  return <WithPair id={id}>{(pair) => <DefinedKilometerForm current={pair} />}</WithPair>;
}
