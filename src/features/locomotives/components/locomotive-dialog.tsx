import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import {
  locomotiveSchema,
  type LocomotiveFormData,
  type LocomotiveFormInput,
} from '@domain/locomotives/locomotive.schema';
import { createLocomotive, updateLocomotive } from '../api/save-locomotive';
import { locomotivesKeys, type Locomotive } from '@/api/locomotives';
import { locomotiveQuery } from '../api/get-locomotive';
import { CompanyPicker } from '@/ui/form/company-picker';

/** courses.md §9: the locomotive dialog is 600 px wide. */
const LOCOMOTIVE_DIALOG_WIDTH = 600;
const FIELDS = ['sideNumber', 'company'] as const;

interface LocomotiveDialogProps {
  /**
   * The company the locomotive belongs to when it is fixed (a course form adds to the course's
   * company, shown read-only); null lets a non-company user pick a railway company ('Lokomotywy').
   */
  company: { iri: string; name: string } | null;
  isCompanyUser: boolean;
  /** The locomotive to edit ('Edytuj lokomotywę'); absent to add one. */
  locomotive?: Locomotive;
  onClose: () => void;
  onSaved: (locomotive: Locomotive) => void;
}

/**
 * 'Dodaj lokomotywę' / 'Edytuj lokomotywę' (courses.md §5, 600 px) of the course forms and the
 * 'Lokomotywy' page. A company user's locomotive belongs to their own company, so no company is
 * asked; everyone else names one ('Uzupełnij firmę').
 */
export function LocomotiveDialog({
  company,
  isCompanyUser,
  locomotive,
  onClose,
  onSaved,
}: LocomotiveDialogProps) {
  const valuesOf = (shown: Locomotive | undefined): LocomotiveFormInput => ({
    sideNumber: shown?.sideNumber ?? '',
    company: isCompanyUser ? null : (company?.iri ?? shown?.company?.['@id'] ?? null),
  });
  const form = useForm<LocomotiveFormInput, unknown, LocomotiveFormData>({
    resolver: zodResolver(locomotiveSchema(isCompanyUser)),
    defaultValues: valuesOf(locomotive),
  });
  const stale = useStaleForm(form, locomotiveQuery(locomotive?.id ?? 0), valuesOf, locomotive);
  const onFieldError = useSubmitError(form.setError, FIELDS);
  const save = useResourceMutation({
    kind: locomotive ? 'edit' : 'create',
    resource: locomotivesKeys.all[0],
    mutationFn: (data: LocomotiveFormData) =>
      locomotive ? updateLocomotive(stale.pin(locomotive), data) : createLocomotive(data),
    onSuccess: onSaved,
    onError: (error) => {
      onFieldError(error);
      return true;
    },
    stale: locomotive && stale,
  });
  const { errors } = form.formState;
  return (
    <ResourceDialog
      title={locomotive ? 'Edytuj lokomotywę' : 'Dodaj lokomotywę'}
      width={LOCOMOTIVE_DIALOG_WIDTH}
      onClose={onClose}
      pending={save.isPending}
      stale={stale}
      onSubmit={() => void form.handleSubmit((data) => save.mutate(data))()}
    >
      <TextField
        {...form.register('sideNumber')}
        label="Numer lokomotywy"
        size="small"
        fullWidth
        error={Boolean(errors.sideNumber)}
        helperText={errors.sideNumber?.message}
      />
      {isCompanyUser ? null : company ? (
        <TextField
          label="Firma"
          value={company.name}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
          error={Boolean(errors.company)}
          helperText={errors.company?.message}
        />
      ) : (
        <Controller
          control={form.control}
          name="company"
          render={({ field }) => (
            <CompanyChoice
              value={field.value ?? null}
              onChange={field.onChange}
              error={errors.company?.message}
              current={locomotive?.company?.name}
            />
          )}
        />
      )}
    </ResourceDialog>
  );
}

function CompanyChoice(props: {
  value: string | null;
  onChange: (iri: string | null) => void;
  error: string | undefined;
  current: string | undefined;
}) {
  return (
    <CompanyPicker
      isTransportCompany={false}
      value={props.value}
      onChange={(iri) => props.onChange(iri === '' ? null : iri)}
      currentLabel={props.current}
      emptyLabel="Wybierz firmę"
      size="small"
      error={props.error}
      loadError="Nie udało się wczytać firm"
    />
  );
}
