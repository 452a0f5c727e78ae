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
import { formatValue } from '@/ui/form/stale-save/use-stale-save';
import { answerFailedSave, useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import {
  definedKilometerQuery,
  fetchRouteDetails,
  useSaveDefinedKilometers,
} from '../api/defined-kilometers-api';
import { PlacePicker, type PlaceChoice } from './place-picker';

type Field = 'placeStart' | 'placeEnd' | 'kilometers' | 'time';
const REQUIRED = 'Pole jest wymagane';

/** What the form holds: the places by IRI ('' when none), kilometres and time as typed. */
interface PairValues {
  placeStart: string;
  placeEnd: string;
  kilometers: string;
  time: string;
}

const valuesOf = (pair: DefinedKilometer | null): PairValues => ({
  placeStart: pair?.placeStart['@id'] ?? '',
  placeEnd: pair?.placeEnd['@id'] ?? '',
  kilometers: pair ? String(pair.kilometers) : '',
  time: pair ? secondsToTime(pair.time) : '',
});

/** Create or edit a defined pair (courses.md §3, §5): places, kilometres (integer) and time 'HH:MM'. */
export function DefinedKilometerForm({ current }: { current: DefinedKilometer | null }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const save = useSaveDefinedKilometers();
  const [values, setValues] = useState(() => valuesOf(current));
  // The places the form can name: the pair's (also a newer version's, read after a stale save) and those picked.
  const [picked, setPicked] = useState<PlaceChoice[]>([]);
  const known = current ? [current.placeStart, current.placeEnd, ...picked] : picked;
  const placeOf = (placeIri: string) => known.find((place) => place['@id'] === placeIri) ?? null;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const stale = useStaleForm(
    { getValues: () => values, reset: setValues },
    definedKilometerQuery(current?.id ?? 0),
    valuesOf,
    current ?? undefined,
    (path, value) =>
      path[0] === 'placeStart' || path[0] === 'placeEnd'
        ? (placeOf(String(value))?.name ?? formatValue(value))
        : formatValue(value),
  );
  const { formRef: staleForm, dialog: staleDialog } = stale;
  const change = (next: Partial<PairValues>) => setValues((previous) => ({ ...previous, ...next }));

  // Choosing both places prefills empty fields with the route between them (GET api/segment_route_details).
  const prefill = async (from: PlaceChoice | null, to: PlaceChoice | null) => {
    if (!from || !to || values.kilometers !== '' || values.time !== '') return;
    try {
      const route = await fetchRouteDetails(from['@id'], to['@id']);
      if (route.distance !== null) change({ kilometers: String(Math.round(route.distance)) });
      if (route.time !== null) change({ time: secondsToTime(route.time) });
    } catch {
      // No estimate: the user types the values.
    }
  };
  const pick = (field: 'placeStart' | 'placeEnd', place: PlaceChoice | null) => {
    if (place) setPicked((list) => [place, ...list]);
    change({ [field]: place?.['@id'] ?? '' });
    const other = placeOf(field === 'placeStart' ? values.placeEnd : values.placeStart);
    void (field === 'placeStart' ? prefill(place, other) : prefill(other, place));
  };

  const answerError = (error: unknown) => {
    const apiError = toApiError(error);
    const fromServer: Partial<Record<Field, string>> = {};
    for (const violation of apiError.violations)
      fromServer[violation.propertyPath as Field] ??= violation.message;
    setErrors(fromServer);
    notice.error(`Błąd zapisu: ${apiError.violations.at(-1)?.message ?? 'Wystąpił błąd podczas zapisu'}`);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { placeStart, placeEnd, kilometers, time } = values;
    const parsed = definedKilometersSchema.safeParse({ kilometers, time });
    const found: Partial<Record<Field, string>> = {};
    if (!placeStart) found.placeStart = REQUIRED;
    if (!placeEnd) found.placeEnd = REQUIRED;
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (!parsed.success || !placeStart || !placeEnd) return;
    const body = {
      placeStart,
      placeEnd,
      ...parsed.data,
      // The version the values stand on (row 571), not one a refetch brought under the open form.
      version: current ? stale.pin(current).version : null,
    };
    save.mutate(
      { id: current?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notice.success('zapisano');
          void navigate(`/defined-kilometers/${saved.id}`);
        },
        onError: (error) =>
          current ? answerFailedSave(stale, error, () => answerError(error)) : answerError(error),
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
        ref={staleForm}
        component="form"
        noValidate
        aria-label={title}
        onSubmit={submit}
        variant="outlined"
        sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2 }}
      >
        <PlacePicker
          label="Miejsce początkowe"
          name="placeStart"
          value={placeOf(values.placeStart)}
          error={errors.placeStart}
          onChange={(place) => pick('placeStart', place)}
        />
        <PlacePicker
          label="Miejsce końcowe"
          name="placeEnd"
          value={placeOf(values.placeEnd)}
          error={errors.placeEnd}
          onChange={(place) => pick('placeEnd', place)}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label="Kilometry"
            name="kilometers"
            value={values.kilometers}
            onChange={(event) => change({ kilometers: event.target.value })}
            error={Boolean(errors.kilometers)}
            helperText={errors.kilometers}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
          />
          <TextField
            label="Czas (HH:MM)"
            name="time"
            value={values.time}
            onChange={(event) => change({ time: event.target.value })}
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
      {staleDialog}
    </Box>
  );
}
