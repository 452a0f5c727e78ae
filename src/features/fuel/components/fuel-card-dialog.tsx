import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fuelCardSchema, type FuelCardInput } from '@domain/fleet/fuel-card.schema';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { createFuelCard, fuelCardsKeys, useCarChoices, useFuelCompanies } from '../api/fuel-api';

const FIELDS = ['cardNumber', 'fuelCardCompany', 'car'] as const;
type FormInput = { cardNumber: string; fuelCardCompany: string; car: string };

// The form's empty car ('') is the body's null; checked by the shared rule, the raw IRIs are sent.
const sharedResolver = zodResolver(fuelCardSchema, undefined, {
  raw: true,
}) as unknown as Resolver<FormInput>;
const formResolver: Resolver<FormInput> = (values, context, options) =>
  sharedResolver(
    { ...values, car: values.car === '' ? null : values.car } as unknown as FormInput,
    context,
    options,
  );

/**
 * 'Dodaj kartę paliwową' (administration.md §2.7): card number, fuel company and, optionally, a car of
 * the own company. The body rule is domain/fleet/fuel-card.schema.ts, as on the server.
 */
export function FuelCardDialog({ onClose }: { onClose: () => void }) {
  const companies = useFuelCompanies();
  const carChoices = useCarChoices();
  const form = useForm<FormInput>({
    resolver: formResolver,
    defaultValues: { cardNumber: '', fuelCardCompany: '', car: '' },
  });
  const onFieldError = useSubmitError(form.setError, FIELDS);
  const save = useResourceMutation({
    kind: 'create',
    resource: fuelCardsKeys.all[0],
    mutationFn: (input: FuelCardInput) => createFuelCard(input),
    onSuccess: onClose,
    onError: (error) => {
      onFieldError(error);
      return true;
    },
  });
  const { errors } = form.formState;
  const select = (
    name: 'fuelCardCompany' | 'car',
    label: string,
    choices: { iri: string; label: string }[],
    empty?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          size="small"
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message}
        >
          {empty !== undefined && (
            <MenuItem value="">
              <em>{empty}</em>
            </MenuItem>
          )}
          {choices.map((choice) => (
            <MenuItem key={choice.iri} value={choice.iri}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <ResourceDialog
      title="Dodaj kartę paliwową"
      onClose={onClose}
      pending={save.isPending}
      onSubmit={() =>
        void form.handleSubmit((data) =>
          save.mutate({
            cardNumber: data.cardNumber,
            fuelCardCompany: data.fuelCardCompany,
            car: data.car || null,
          }),
        )()
      }
    >
      <TextField
        {...form.register('cardNumber')}
        label="Numer karty"
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(errors.cardNumber)}
        helperText={errors.cardNumber?.message}
      />
      {select(
        'fuelCardCompany',
        'Firma paliwowa',
        (companies.data ?? []).map((company) => ({ iri: company['@id'], label: company.name })),
      )}
      {select(
        'car',
        'Samochód',
        (carChoices.data ?? []).map((car) => ({ iri: car['@id'], label: car.registrationNumber })),
        'Brak',
      )}
    </ResourceDialog>
  );
}
