import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { todayIsoDate } from '@domain/dates';
import { newStakesSchema, type NewStakes, type NewStakesInput } from '@domain/validation/rates';
import { DateField } from '@/ui/form/date-field';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';

interface NewStakesDialogProps {
  onAdd: (stakes: NewStakes) => void;
  onClose: () => void;
}

/**
 * The New stakes modal (administration.md §2.7, §5, §9): both rates in złoty ('Minimalna kwota stawki
 * to 0 zł') and validFrom (today by default), all required; validated by `newStakesSchema`.
 */
export function NewStakesDialog({ onAdd, onClose }: NewStakesDialogProps) {
  const form = useForm<NewStakesInput, unknown, NewStakes>({
    resolver: zodResolver(newStakesSchema),
    defaultValues: { kilometerRate: '', waitHourRate: '', validFrom: todayIsoDate() },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((stakes) => {
    onAdd(stakes);
    onClose();
  });
  return (
    <ResourceDialog title="Nowe stawki" submitLabel="Dodaj" onSubmit={() => void submit()} onClose={onClose}>
      <TextField
        label="Stawka za kilometr (zł)"
        required
        {...form.register('kilometerRate')}
        error={Boolean(errors.kilometerRate)}
        helperText={errors.kilometerRate?.message}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        label="Stawka za godzinę oczekiwania (zł)"
        required
        {...form.register('waitHourRate')}
        error={Boolean(errors.waitHourRate)}
        helperText={errors.waitHourRate?.message}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <DateField control={form.control} name="validFrom" label="Obowiązuje od" required />
    </ResourceDialog>
  );
}
