import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/user.schema';
import { CompanyPicker } from '@/ui/form/company-picker';
import { FormPage } from '@/ui/form/form-page';
import { TextInput } from '@/ui/form/text-input';
import { LocationEditor } from '@/ui/places/location-editor/location-editor';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import type { StartingBaseView } from '@domain/contract/starting-base.schema';
import { picksStartingBaseCompany } from '@domain/places/starting-base-permissions';
import {
  startingBaseFormSchema,
  type StartingBaseFormData,
  type StartingBaseFormInput,
} from '@domain/places/starting-base.schema';
import { STARTING_BASES, saveStartingBase, startingBaseQuery } from '../api/starting-bases-api';
import { baseAdminOf } from './base-admin';
import { LocalitySearchField } from '@/ui/places/locality-search-field';

const FIELDS = ['name', 'address', 'latitude', 'longitude', 'company'] as const;

const valuesOf = (base: StartingBaseView | null): StartingBaseFormInput => ({
  name: base?.name ?? '',
  address: base?.address ?? '',
  latitude: base?.latitude ?? null,
  longitude: base?.longitude ?? null,
  company: base?.company?.['@id'] ?? '',
});

const pointText = (latitude: number | null | undefined, longitude: number | null | undefined) =>
  latitude === null || latitude === undefined || longitude === null || longitude === undefined
    ? 'Brak punktu na mapie: wyszukaj miejsce lub wskaż je na mapie.'
    : `Punkt na mapie: ${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/**
 * `/starting_bases/create` and `/starting_bases/:id/edit`: name, the place search that sets the
 * address and the point (the settlement measures 'Dojazd i powrót do bazy startowej' from it), the
 * address, and the transport company for managers (row 250).
 */
export function StartingBaseForm({ user, base }: { user: User; base: StartingBaseView | null }) {
  const navigate = useNavigate();
  const picksCompany = picksStartingBaseCompany(baseAdminOf(user));
  const form = useForm<StartingBaseFormInput, unknown, StartingBaseFormData>({
    resolver: zodResolver(startingBaseFormSchema(picksCompany)),
    defaultValues: valuesOf(base),
  });
  const onError = useSubmitError(form.setError, FIELDS);
  const stale = useStaleForm(form, startingBaseQuery(base?.id ?? 0), valuesOf, base ?? undefined);
  const save = useResourceMutation({
    kind: base ? 'edit' : 'create',
    resource: STARTING_BASES,
    mutationFn: (data: StartingBaseFormData) => saveStartingBase(data, base && stale.pin(base)),
    successText: base ? undefined : (saved) => `Baza startowa ${saved.name} została poprawnie dodana`,
    onSuccess: (saved) => void navigate(`/starting_bases/${saved.id}`),
    onError: (error) => {
      onError(error);
      return true;
    },
    stale: base ? stale : undefined,
  });
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const [mapOpen, setMapOpen] = useState(false);
  const { errors } = form.formState;
  return (
    <FormPage
      title={base ? 'Edytuj bazę startową' : 'Nowa baza startowa'}
      onSubmit={form.handleSubmit((data) => save.mutate(data))}
      cancelTo={base ? `/starting_bases/${base.id}` : '/starting_bases'}
      saving={save.isPending}
      stale={stale}
    >
      <TextInput label="Nazwa" required error={errors.name?.message} {...form.register('name')} />
      <LocalitySearchField
        onPick={(locality) => {
          form.setValue('address', locality.address, { shouldValidate: true });
          form.setValue('latitude', locality.lat);
          form.setValue('longitude', locality.lng);
        }}
        helperText="Polska i Niemcy"
      />
      <TextInput label="Adres" required error={errors.address?.message} {...form.register('address')} />
      <Typography variant="body2" color={errors.latitude ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {errors.latitude?.message ?? pointText(latitude, longitude)}
      </Typography>
      <Button startIcon={<MapOutlinedIcon />} onClick={() => setMapOpen(true)} sx={{ mt: 1 }}>
        Wskaż na mapie
      </Button>
      {mapOpen && (
        <LocationEditor
          initial={
            latitude != null && longitude != null
              ? { latitude, longitude, address: form.getValues('address') ?? '' }
              : null
          }
          onClose={() => setMapOpen(false)}
          onChoose={(location) => {
            // §4: the chosen pin sets the point and the address (empty when none was found there).
            form.setValue('latitude', location.latitude);
            form.setValue('longitude', location.longitude);
            form.setValue('address', location.address, { shouldValidate: location.address !== '' });
            setMapOpen(false);
          }}
        />
      )}
      {picksCompany && (
        <Controller
          control={form.control}
          name="company"
          render={({ field }) => (
            <CompanyPicker
              isTransportCompany
              label="Firma transportowa"
              required
              margin="normal"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.company?.message}
            />
          )}
        />
      )}
    </FormPage>
  );
}
