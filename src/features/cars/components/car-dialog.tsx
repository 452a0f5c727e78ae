import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { iri } from '@domain/contract/iri';
import { EMPTY_CAR_FORM, carSchema, type CarFormData, type CarFormInput } from '@domain/fleet/car.schema';
import { BrandDialog } from './brand-dialog';
import { carsKeys, createCar, useBrands, useCompanyDrivers, type Car } from '../api/cars-api';

const FIELDS = [
  'brand',
  'model',
  'registrationNumber',
  'vin',
  'engineCapacity',
  'initialMileage',
  'driver',
] as const;

interface CarDialogProps {
  /** `mayEditBrands`: offers 'Dodaj markę i modele' and, for the chosen brand, 'Edytuj markę i modele'. */
  canEditBrands: boolean;
  onClose: () => void;
  onSaved: (car: Car) => void;
}

/**
 * 'Dodaj samochód' (administration.md §2.4, §5): brand, model (cleared when the brand changes),
 * registration number, VIN, engine capacity in cm3, mileage in km and the driver (drivers of the own
 * company). The rules are domain/fleet/car.schema.ts, the server's too.
 */
export function CarDialog({ canEditBrands, onClose, onSaved }: CarDialogProps) {
  /** The brand dialog open: a new brand, or the chosen one to edit. */
  const [brandDialog, setBrandDialog] = useState<'add' | 'edit' | null>(null);
  const form = useForm<CarFormInput, unknown, CarFormData>({
    resolver: zodResolver(carSchema),
    defaultValues: EMPTY_CAR_FORM,
  });
  const brands = useBrands();
  const drivers = useCompanyDrivers();
  const onFieldError = useSubmitError(form.setError, FIELDS);
  const save = useResourceMutation({
    kind: 'create',
    resource: carsKeys.all[0],
    mutationFn: (input: CarFormInput) => createCar(input),
    onSuccess: onSaved,
    onError: (error) => {
      onFieldError(error);
      return true;
    },
  });
  const { errors } = form.formState;
  const brandIri = useWatch({ control: form.control, name: 'brand' });
  const chosenBrand = brands.data?.find((brand) => brand['@id'] === brandIri);
  const models = chosenBrand?.models ?? [];
  const text = (name: 'registrationNumber' | 'vin' | 'engineCapacity' | 'initialMileage', label: string) => (
    <TextField
      {...form.register(name)}
      label={label}
      size="small"
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );
  return (
    <ResourceDialog
      title="Dodaj samochód"
      onClose={onClose}
      pending={save.isPending}
      // The server reads relations as IRIs: send the values as typed, not the parsed ids.
      onSubmit={() => void form.handleSubmit(() => save.mutate(form.getValues()))()}
    >
      <Controller
        control={form.control}
        name="brand"
        render={({ field }) => (
          <TextField
            select
            label="Marka"
            size="small"
            fullWidth
            value={field.value ?? ''}
            onChange={(event) => {
              field.onChange(event.target.value);
              form.setValue('model', '');
            }}
            error={Boolean(errors.brand)}
            helperText={errors.brand?.message}
          >
            {(brands.data ?? []).map((brand) => (
              <MenuItem key={brand.id} value={brand['@id']}>
                {brand.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="model"
        render={({ field }) => (
          <TextField
            select
            label="Model"
            size="small"
            fullWidth
            disabled={models.length === 0}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            error={Boolean(errors.model)}
            helperText={errors.model?.message}
          >
            {models.map((model) => (
              <MenuItem key={model.id} value={model['@id']}>
                {model.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {canEditBrands && (
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setBrandDialog('add')}>Dodaj markę i modele</Button>
          {chosenBrand && <Button onClick={() => setBrandDialog('edit')}>Edytuj markę i modele</Button>}
        </Stack>
      )}
      {brandDialog && (
        <BrandDialog
          brand={brandDialog === 'edit' ? chosenBrand : undefined}
          onClose={() => setBrandDialog(null)}
          onSaved={(brand) => {
            setBrandDialog(null);
            form.setValue('brand', brand['@id']);
            // A model removed in the edit is no longer a choice.
            const model = form.getValues('model');
            if (!brand.models.some((option) => option['@id'] === model)) form.setValue('model', '');
          }}
        />
      )}
      {text('registrationNumber', 'Numer rejestracyjny')}
      {text('vin', 'VIN')}
      {text('engineCapacity', 'Pojemność silnika (cm3)')}
      {text('initialMileage', 'Przebieg (km)')}
      <Controller
        control={form.control}
        name="driver"
        render={({ field }) => (
          <TextField
            select
            label="Kierowca"
            size="small"
            fullWidth
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            error={Boolean(errors.driver)}
            helperText={errors.driver?.message}
          >
            <MenuItem value="">Brak</MenuItem>
            {(drivers.data ?? []).map((driver) => (
              <MenuItem key={driver.id} value={iri('users', driver.userId)}>
                {driver.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </ResourceDialog>
  );
}
