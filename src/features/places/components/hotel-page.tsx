import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Place } from '@domain/contract/place.schema';
import type { PlaceFormData } from '@domain/places/place-form.schema';
import { QueryGate } from '@/ui/detail/query-gate';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { PLACES, placeQuery, savePlace } from '../api/places-api';
import { PLACE_FIELDS, PlaceFields } from './place-fields';
import { placeAdded, usePlaceForm } from './place-form';

/** /hotels/create and /hotels/:id (edit): the place fields with the type fixed to hotel. */
export function HotelPage({ id }: { id: number | null }) {
  const hotel = useQuery({ ...placeQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <HotelForm hotel={null} />;
  return (
    <QueryGate
      query={hotel}
      pending={<Skeleton variant="rounded" height={360} sx={{ m: 3 }} />}
      error={
        <Alert severity="error" sx={{ m: 3 }}>
          {LOAD_ERROR}
        </Alert>
      }
    >
      {(data) => <HotelForm hotel={data} />}
    </QueryGate>
  );
}

function HotelForm({ hotel }: { hotel: Place | null }) {
  const navigate = useNavigate();
  const form = usePlaceForm(hotel, 'hotel');
  const onError = useSubmitError(form.setError, PLACE_FIELDS);
  const back = () => void navigate('/hotels');
  const save = useResourceMutation({
    kind: hotel ? 'edit' : 'create',
    resource: PLACES,
    mutationFn: (data: PlaceFormData) => savePlace({ ...data, type: 'hotel' }, hotel),
    successText: hotel ? undefined : placeAdded,
    onSuccess: back,
    onError: (error) => {
      onError(error);
      return true;
    },
  });
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', justifyItems: 'start' }}>
      <Paper
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit((data) => save.mutate(data))();
        }}
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, width: '100%', maxWidth: 560 }}
      >
        <Typography component="h2" variant="h5">
          {hotel ? 'Edytuj hotel' : 'Dodaj hotel'}
        </Typography>
        <PlaceFields form={form} showType={false} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={back} disabled={save.isPending}>
            Anuluj
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Zapisz
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
