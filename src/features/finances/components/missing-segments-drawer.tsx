import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/api-error';
import { useNotice } from '@/ui/notice/notice-context';
import type { MissingDefinedKilometer } from '@domain/contract/finance.schema';
import { definedKilometersSchema } from '@domain/validation/defined-kilometers.schema';
import { secondsToTime } from '@domain/validation/time';
import { useMissingDefinedKilometers, useSaveDefinedKilometers } from '../api/defined-kilometers';
import { QueryGate } from '@/ui/detail/query-gate';

/** §8: 'Błąd zapisu' with the last violation's message, else 'Wystąpił błąd podczas zapisu'. */
function saveError(error: unknown): string {
  const last = toApiError(error).violations.at(-1)?.message;
  return `Błąd zapisu: ${last ?? 'Wystąpił błąd podczas zapisu'}`;
}

function MissingPair({ pair }: { pair: MissingDefinedKilometer }) {
  const notice = useNotice();
  const save = useSaveDefinedKilometers();
  const [kilometers, setKilometers] = useState(
    pair.distance === null ? '' : String(Math.round(pair.distance)),
  );
  const [time, setTime] = useState(pair.time === null ? '' : secondsToTime(pair.time));
  const [errors, setErrors] = useState<{ kilometers?: string; time?: string }>({});
  const label = `${pair.placeStart.name} – ${pair.placeEnd.name}`;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The same form rule as /defined-kilometers (domain/validation/defined-kilometers.schema.ts).
    const parsed = definedKilometersSchema.safeParse({ kilometers, time });
    if (!parsed.success) {
      const byField = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      setErrors(byField);
      return;
    }
    setErrors({});
    save.mutate(
      {
        id: null,
        body: { placeStart: pair.placeStart['@id'], placeEnd: pair.placeEnd['@id'], ...parsed.data },
      },
      { onSuccess: () => notice.success('zapisano'), onError: (error) => notice.error(saveError(error)) },
    );
  };
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Box component="form" noValidate onSubmit={submit} aria-label={label} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            label="Kilometry"
            value={kilometers}
            onChange={(event) => setKilometers(event.target.value)}
            error={Boolean(errors.kilometers)}
            helperText={errors.kilometers}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            size="small"
            label="Czas (HH:MM)"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            error={Boolean(errors.time)}
            helperText={errors.time}
          />
        </Box>
        <Button
          type="submit"
          size="small"
          variant="outlined"
          disabled={save.isPending}
          sx={{ justifySelf: 'start' }}
        >
          Zapisz
        </Button>
      </Box>
    </ListItem>
  );
}

/** The right drawer (300 px) of segments whose place pair has no defined kilometres (§2); closes when empty. */
export function MissingSegmentsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const missing = useMissingDefinedKilometers(open);
  const empty = missing.isSuccess && missing.data.length === 0;
  useEffect(() => {
    if (open && empty) onClose();
  }, [open, empty, onClose]);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the shell's app bar (drawer + 1), as the course drawers: its header must not hide under it.
      sx={{ zIndex: 'modal' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'missing-title',
          sx: { width: 300, maxWidth: '100vw' },
        },
      }}
    >
      <Box component="header" sx={{ p: 2, pb: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="missing-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          Brakujące zdefiniowane kilometry
        </Typography>
        <Button onClick={onClose}>Zamknij</Button>
      </Box>
      <QueryGate
        query={missing}
        pending={<CircularProgress aria-label="Wczytywanie" sx={{ m: 2 }} />}
        error={
          <Typography role="alert" sx={{ p: 2 }}>
            Nie udało się pobrać listy
          </Typography>
        }
      >
        {(loaded) => (
          <List aria-label="Odcinki bez zdefiniowanych kilometrów">
            {loaded.map((pair) => (
              <MissingPair key={`${pair.placeStart.id}-${pair.placeEnd.id}`} pair={pair} />
            ))}
          </List>
        )}
      </QueryGate>
    </Drawer>
  );
}
