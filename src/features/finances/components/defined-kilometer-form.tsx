import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/api-error';
import { useNotice } from '@/ui/notice/notice-context';
import type { DefinedKilometer } from '@domain/contract/finance.schema';
import { definedKilometersSchema } from '@domain/validation/defined-kilometers.schema';
import { secondsToTime } from '@domain/validation/time';
import { fetchRouteDetails, useSaveDefinedKilometers } from '../api/defined-kilometers';
import { PlacePicker, type PlaceChoice } from './place-picker';

type Field = 'placeStart' | 'placeEnd' | 'kilometers' | 'time';
const REQUIRED = 'Pole jest wymagane';

/** Create or edit a defined pair (courses.md §3, §5): places, kilometres (integer) and time 'HH:MM'. */
export function DefinedKilometerForm({ current }: { current: DefinedKilometer | null }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const save = useSaveDefinedKilometers();
  const [start, setStart] = useState<PlaceChoice | null>(current?.placeStart ?? null);
  const [end, setEnd] = useState<PlaceChoice | null>(current?.placeEnd ?? null);
  const [kilometers, setKilometers] = useState(current ? String(current.kilometers) : '');
  const [time, setTime] = useState(current ? secondsToTime(current.time) : '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // Choosing both places prefills empty fields with the route between them (GET api/segment_route_details).
  const prefill = async (from: PlaceChoice | null, to: PlaceChoice | null) => {
    if (!from || !to || kilometers !== '' || time !== '') return;
    try {
      const route = await fetchRouteDetails(from['@id'], to['@id']);
      if (route.distance !== null) setKilometers(String(Math.round(route.distance)));
      if (route.time !== null) setTime(secondsToTime(route.time));
    } catch {
      // No estimate: the user types the values.
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = definedKilometersSchema.safeParse({ kilometers, time });
    const found: Partial<Record<Field, string>> = {};
    if (!start) found.placeStart = REQUIRED;
    if (!end) found.placeEnd = REQUIRED;
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (!parsed.success || !start || !end) return;
    const body = {
      placeStart: start['@id'],
      placeEnd: end['@id'],
      ...parsed.data,
      version: current?.version ?? null,
    };
    save.mutate(
      { id: current?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notice.success('zapisano');
          void navigate(`/defined-kilometers/${saved.id}`);
        },
        onError: (error) => {
          const apiError = toApiError(error);
          const fromServer: Partial<Record<Field, string>> = {};
          for (const violation of apiError.violations)
            fromServer[violation.propertyPath as Field] ??= violation.message;
          setErrors(fromServer);
          notice.error(
            `Błąd zapisu: ${apiError.violations.at(-1)?.message ?? 'Wystąpił błąd podczas zapisu'}`,
          );
        },
      },
    );
  };

  const title = current ? 'Edycja zdefiniowanych kilometrów' : 'Nowe zdefiniowane kilometry';
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Paper
        component="form"
        noValidate
        aria-label={title}
        onSubmit={submit}
        variant="outlined"
        sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2 }}
      >
        <PlacePicker
          label="Miejsce początkowe"
          value={start}
          error={errors.placeStart}
          onChange={(value) => {
            setStart(value);
            void prefill(value, end);
          }}
        />
        <PlacePicker
          label="Miejsce końcowe"
          value={end}
          error={errors.placeEnd}
          onChange={(value) => {
            setEnd(value);
            void prefill(start, value);
          }}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label="Kilometry"
            value={kilometers}
            onChange={(event) => setKilometers(event.target.value)}
            error={Boolean(errors.kilometers)}
            helperText={errors.kilometers}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
          />
          <TextField
            label="Czas (HH:MM)"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            error={Boolean(errors.time)}
            helperText={errors.time}
            required
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button
            onClick={() =>
              void navigate(current ? `/defined-kilometers/${current.id}` : '/defined-kilometers')
            }
          >
            Anuluj
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Zapisz
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
