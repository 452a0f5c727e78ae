import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OptionsSelect } from '@/ui/form/options-select';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { EMPTY_CAR_FORM, carSchema, type CarFormData, type CarFormInput } from '@domain/fleet/car.schema';
import { BrandDialog } from './brand-dialog';
import { useDriverOptions } from '@/api/options';
import { carsKeys, createCar, driverOptions, useBrands, type Car } from '../api/cars-api';

/** The dialog's selects: as compact as its text fields. */
const compact = { size: 'small', margin: 'none' } as const;

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
  /** `mayEditBrand` for the chosen brand's owner: a global brand offers no edit but to the administrator. */
  canEditBrand: (brand: { company?: string | null | undefined }) => boolean;
  onClose: () => void;
  onSaved: (car: Car) => void;
}

/**
 * 'Dodaj samochód' (administration.md §2.4, §5): brand, model (cleared when the brand changes),
 * registration number, VIN, engine capacity in cm3, mileage in km and the driver (drivers of the own
 * company). The rules are domain/fleet/car.schema.ts, the server's too.
 */
export function CarDialog({ canEditBrands, canEditBrand, onClose, onSaved }: CarDialogProps) {
  /** The brand dialog open: a new brand, or the chosen one to edit. */
  const [brandDialog, setBrandDialog] = useState<'add' | 'edit' | null>(null);
  const form = useForm<CarFormInput, unknown, CarFormData>({
    resolver: zodResolver(carSchema),
    defaultValues: EMPTY_CAR_FORM,
  });
  const brands = useBrands();
  const drivers = useDriverOptions();
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
  // Every field of the dialog but the driver is required (carSchema): each is marked so, and the
  // numbers open the phone's number keyboard (issue 31).
  const text = (
    name: 'registrationNumber' | 'vin' | 'engineCapacity' | 'initialMileage',
    label: string,
    inputMode?: 'numeric',
  ) => (
    <TextField
      {...form.register(name)}
      label={label}
      required
      slotProps={{ htmlInput: { inputMode, autoCapitalize: inputMode ? undefined : 'characters' } }}
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
          <OptionsSelect
            {...compact}
            label="Marka"
            value={field.value}
            onChange={(brand) => {
              field.onChange(brand);
              form.setValue('model', '');
            }}
            options={brands.data}
            loading={brands.isPending}
            error={errors.brand?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="model"
        render={({ field }) => (
          <OptionsSelect
            {...compact}
            label="Model"
            value={field.value}
            onChange={field.onChange}
            options={models}
            loading={false}
            disabled={models.length === 0}
            error={errors.model?.message}
          />
        )}
      />
      {canEditBrands && (
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setBrandDialog('add')}>Dodaj markę i modele</Button>
          {chosenBrand && canEditBrand(chosenBrand) && (
            <Button onClick={() => setBrandDialog('edit')}>Edytuj markę i modele</Button>
          )}
        </Stack>
      )}
      {brandDialog && (
        <BrandDialog
          brand={brandDialog === 'edit' ? chosenBrand : undefined}
          onClose={() => setBrandDialog(null)}
          onSaved={(brand) => {
            setBrandDialog(null);
            // Validated: a 'Pole wymagane' from an earlier save must not stay under the brand now chosen.
            form.setValue('brand', brand['@id'], { shouldValidate: true });
            // A model removed in the edit is no longer a choice.
            const model = form.getValues('model');
            if (!brand.models.some((option) => option['@id'] === model)) form.setValue('model', '');
          }}
        />
      )}
      {text('registrationNumber', 'Numer rejestracyjny')}
      {text('vin', 'VIN')}
      {text('engineCapacity', 'Pojemność silnika (cm3)', 'numeric')}
      {text('initialMileage', 'Przebieg (km)', 'numeric')}
      <Controller
        control={form.control}
        name="driver"
        render={({ field }) => (
          <OptionsSelect
            {...compact}
            label="Kierowca"
            required={false}
            emptyLabel="Brak"
            value={field.value}
            onChange={field.onChange}
            options={drivers.data && driverOptions(drivers.data)}
            loading={drivers.isPending}
            error={errors.driver?.message}
          />
        )}
      />
    </ResourceDialog>
  );
}
