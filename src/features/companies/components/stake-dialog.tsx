import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { violationsToFieldErrors } from '@/api/violations';
import { DateField } from '@/ui/form/date-field';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { todayIsoDate } from '@domain/dates';
import { newStakesSchema, type NewStakes, type NewStakesInput } from '@domain/validation/rates';
import { addStake, COMPANIES, type LinkKind } from '../api/companies-api';
import { STAKE_FIELDS, StakeFields } from './stake-fields';

const FIELDS = [...STAKE_FIELDS, 'validFrom'] as const;

/** 'Nowe stawki' (administration.md §2.7, §5): both rates and validFrom required, validFrom today by default. */
export function StakeDialog({
  kind,
  linkId,
  onClose,
}: {
  kind: LinkKind;
  linkId: number;
  onClose: () => void;
}) {
  const form = useForm<NewStakesInput, unknown, NewStakes>({
    resolver: zodResolver(newStakesSchema),
    defaultValues: { kilometerRate: '', waitHourRate: '', validFrom: todayIsoDate() },
  });
  const save = useResourceMutation({
    kind: 'create',
    resource: COMPANIES,
    mutationFn: addStake,
    onSuccess: onClose,
    onError: (error) => {
      violationsToFieldErrors(error, form.setError, FIELDS);
      return false;
    },
  });
  const { errors } = form.formState;
  return (
    <ResourceDialog
      title="Nowe stawki"
      onSubmit={() => void form.handleSubmit((body) => save.mutate({ kind, id: linkId, body }))()}
      onClose={onClose}
      pending={save.isPending}
    >
      <StakeFields
        fields={{
          kilometerRate: form.register('kilometerRate'),
          waitHourRate: form.register('waitHourRate'),
        }}
        errors={errors}
        required
      />
      <DateField control={form.control} name="validFrom" label="Obowiązuje od" required />
    </ResourceDialog>
  );
}
