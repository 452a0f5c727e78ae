import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TextInput } from '@/ui/form/text-input';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import {
  accommodationFields,
  type AccommodationFormData,
  type AccommodationFormInput,
} from '@domain/accommodations/accommodation.schema';
import { ACCOMMODATIONS, bookAccommodation, useHotels } from '../api/accommodations-api';

const FIELDS = ['hotel', 'checkIn', 'checkOut', 'guests', 'rooms', 'remarks'] as const;

const EMPTY: AccommodationFormInput = {
  hotel: '',
  checkIn: '',
  checkOut: '',
  guests: '',
  rooms: 1,
  remarks: '',
};

/** `/accommodations/create`, 'Nowy nocleg': an administrator books a crew's stay at a hotel (row 254). */
export function AccommodationForm() {
  const navigate = useNavigate();
  const hotels = useHotels();
  const form = useForm<AccommodationFormInput, unknown, AccommodationFormData>({
    resolver: zodResolver(accommodationFields),
    defaultValues: EMPTY,
  });
  const onError = useSubmitError(form.setError, FIELDS);
  const save = useResourceMutation({
    kind: 'create',
    resource: ACCOMMODATIONS,
    mutationFn: bookAccommodation,
    successText: (stay) => `Nocleg w ${stay.hotel.name} został zarezerwowany`,
    onSuccess: () => void navigate('/accommodations'),
    onError: (error) => {
      onError(error);
      return true;
    },
  });
  const { errors } = form.formState;
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', justifyItems: 'center' }}>
      <Paper
        component="form"
        noValidate
        onSubmit={form.handleSubmit((data) => save.mutate(data))}
        sx={{ p: { xs: 2, md: 3 }, width: '100%', maxWidth: 640 }}
      >
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          Nowy nocleg
        </Typography>
        <Controller
          control={form.control}
          name="hotel"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              margin="normal"
              label="Hotel"
              required
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              error={Boolean(errors.hotel)}
              helperText={errors.hotel?.message ?? (hotels.isLoading ? 'Wczytywanie...' : undefined)}
            >
              {(hotels.data ?? []).map((hotel) => (
                <MenuItem key={hotel['@id']} value={hotel['@id']}>
                  {hotel.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextField
            {...form.register('checkIn')}
            label="Przyjazd"
            type="date"
            fullWidth
            margin="normal"
            required
            error={Boolean(errors.checkIn)}
            helperText={errors.checkIn?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            {...form.register('checkOut')}
            label="Wyjazd"
            type="date"
            fullWidth
            margin="normal"
            required
            error={Boolean(errors.checkOut)}
            helperText={errors.checkOut?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <TextInput
          label="Goście"
          required
          helperText="Imiona i nazwiska, oddzielone przecinkami"
          error={errors.guests?.message}
          {...form.register('guests')}
        />
        <TextInput
          label="Liczba pokoi"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          required
          error={errors.rooms?.message}
          {...form.register('rooms', { valueAsNumber: true })}
        />
        <TextInput label="Uwagi" error={errors.remarks?.message} {...form.register('remarks')} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={() => void navigate('/accommodations')} disabled={save.isPending}>
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
