import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OptionsSelect } from '@/ui/form/options-select';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import {
  EQUIPMENT,
  EQUIPMENT_KEYS,
  toTransferDateWarsaw,
  transferProtocolSchema,
  type EquipmentKey,
  type TransferProtocolData,
  type TransferProtocolInput,
} from '@domain/fleet/transfer-protocol.schema';
import { useDriverOptions } from '@/api/options';
import { carsKeys, driverOptions, type Car } from '../api/cars-api';
import { createProtocol, myCarKeys, protocolsKeys } from '../api/transfer-protocols-api';

const FIELDS = ['newDriver', 'mileageReading', 'transferDate', 'equipment', 'remarks'] as const;

/** The ±12 h window is measured from the moment of the submit, not of the opening (row 406). */
const resolver: Resolver<TransferProtocolInput, unknown, TransferProtocolData> = (values, context, options) =>
  zodResolver(transferProtocolSchema(new Date()))(values, context, options);

/** The car copied into a fresh form: its latest reading, now in Polish time, nothing ticked. */
export const protocolDefaults = (car: Car, now: Date): TransferProtocolInput => ({
  car: car['@id'],
  newDriver: '',
  mileageReading: String(car.mileage),
  transferDate: toTransferDateWarsaw(now),
  equipment: [],
  remarks: '',
});

interface TransferProtocolDialogProps {
  car: Car;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * 'Przekaż samochód' (administration.md §3, §5): the new driver (an active driver of the car's company
 * other than its driver), mileage, the transfer date and time (DD-MM-YYYY HH:mm, ±12 h), the equipment
 * checklist and remarks. Mounted only while open, so closing resets it and opening re-copies the car.
 */
export function TransferProtocolDialog({ car, onClose, onSaved }: TransferProtocolDialogProps) {
  const form = useForm<TransferProtocolInput, unknown, TransferProtocolData>({
    resolver,
    defaultValues: protocolDefaults(car, new Date()),
  });
  const drivers = useDriverOptions();
  const onFieldError = useSubmitError(form.setError, FIELDS);
  const save = useResourceMutation({
    kind: 'create',
    resource: [carsKeys.all[0], myCarKeys.all[0], protocolsKeys.all[0]],
    mutationFn: (input: TransferProtocolInput) => createProtocol(input),
    successText: 'Protokół przekazania został wysłany do kierowcy',
    onSuccess: () => {
      onSaved?.();
      onClose();
    },
    onError: (error) => {
      onFieldError(error);
      return true;
    },
  });
  const { errors } = form.formState;
  const candidates = (drivers.data ?? []).filter((driver) => driver.userId !== car.user?.id);
  const dateError = errors.transferDate?.message ?? errors.transferDate?.root?.message;
  return (
    <ResourceDialog
      title="Przekaż samochód"
      onClose={onClose}
      pending={save.isPending}
      submitLabel="Przekaż"
      // The server reads relations as IRIs and the date as typed: send the values, not the parsed ones.
      onSubmit={() => void form.handleSubmit(() => save.mutate(form.getValues()))()}
    >
      <TextField
        label="Samochód"
        size="small"
        value={`${car.registrationNumber} (${car.brand.name} ${car.model.name})`}
        slotProps={{ input: { readOnly: true } }}
      />
      <Controller
        control={form.control}
        name="newDriver"
        render={({ field }) => (
          <OptionsSelect
            size="small"
            margin="none"
            label="Kierowca"
            value={field.value}
            onChange={field.onChange}
            options={driverOptions(candidates)}
            loading={drivers.isPending}
            error={errors.newDriver?.message}
          />
        )}
      />
      <TextField
        {...form.register('mileageReading')}
        label="Stan licznika (km)"
        size="small"
        // On the input itself: a TextField hands unknown props to its outer box.
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(errors.mileageReading)}
        helperText={errors.mileageReading?.message}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('transferDate.date')}
          label="Data przekazania (DD-MM-YYYY)"
          size="small"
          fullWidth
          // Digits alone are read too ('01072026'): the digit keyboard of some phones has no '-'.
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(dateError ?? errors.transferDate?.date)}
          helperText={dateError ?? errors.transferDate?.date?.message}
        />
        <TextField
          {...form.register('transferDate.time')}
          label="Godzina (HH:mm)"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 140 }, flexShrink: 0 }}
          error={Boolean(errors.transferDate?.time)}
          helperText={errors.transferDate?.time?.message}
        />
      </Stack>
      <Controller
        control={form.control}
        name="equipment"
        render={({ field }) => {
          const ticked = new Set<string>(field.value ?? []);
          const toggle = (key: EquipmentKey) =>
            field.onChange(EQUIPMENT_KEYS.filter((k) => (k === key ? !ticked.has(k) : ticked.has(k))));
          return (
            <FormGroup role="group" aria-labelledby="transfer-equipment-label">
              <FormLabel id="transfer-equipment-label">Wyposażenie</FormLabel>
              {EQUIPMENT_KEYS.map((key) => (
                <FormControlLabel
                  key={key}
                  control={<Checkbox size="small" checked={ticked.has(key)} onChange={() => toggle(key)} />}
                  label={EQUIPMENT[key]}
                />
              ))}
            </FormGroup>
          );
        }}
      />
      <TextField
        {...form.register('remarks')}
        label="Uwagi"
        size="small"
        multiline
        minRows={2}
        error={Boolean(errors.remarks)}
        helperText={errors.remarks?.message}
      />
    </ResourceDialog>
  );
}
