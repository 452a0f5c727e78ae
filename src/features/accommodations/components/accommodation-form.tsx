import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { DateField } from '@/ui/form/date-field';
import { FormPage } from '@/ui/form/form-page';
import { OptionsSelect } from '@/ui/form/options-select';
import { TextInput } from '@/ui/form/text-input';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import {
  accommodationFields,
  type AccommodationFormData,
  type AccommodationFormInput,
} from '@domain/accommodations/accommodation.schema';
import { useHotels } from '@/api/hotels';
import { ACCOMMODATIONS, bookAccommodation } from '../api/accommodations-api';

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
    <FormPage
      title="Nowy nocleg"
      onSubmit={form.handleSubmit((data) => save.mutate(data))}
      cancelTo="/accommodations"
      saving={save.isPending}
      align="center"
    >
      <Controller
        control={form.control}
        name="hotel"
        render={({ field }) => (
          <OptionsSelect
            label="Hotel"
            value={field.value}
            onChange={field.onChange}
            options={hotels.data}
            loading={hotels.isLoading}
            error={errors.hotel?.message}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DateField
          control={form.control}
          name="checkIn"
          label="Przyjazd"
          fullWidth
          margin="normal"
          required
        />
        <DateField control={form.control} name="checkOut" label="Wyjazd" fullWidth margin="normal" required />
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
    </FormPage>
  );
}
