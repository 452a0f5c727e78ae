import { useState } from 'react';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { violationsToFieldErrors } from '@/api/violations';
import { OptionsSelect } from '@/ui/form/options-select';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { iri } from '@domain/contract/iri';
import { stakesPairSchema } from '@domain/validation/rates';
import { principalFormSchema, type PrincipalFormInput } from '@domain/companies/company-links.schema';
import {
  addPrincipal,
  addedLinkText,
  COMPANIES,
  companyOptions,
  useLinkCandidates,
} from '../api/companies-api';
import { BillingModelField } from './billing-model-field';
import { CandidateSearch } from './candidate-search';
import { STAKE_FIELDS, StakeFields } from './stake-fields';

const FIELDS = ['principal', 'superior', 'billingModel', ...STAKE_FIELDS] as const;

/** 'Dodaj obsługiwaną firmę' (administration.md §3, §5, §6): principal, superior flag, billing model, stake. */
export function PrincipalDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const candidates = useLinkCandidates(companyId, 'principal', search);
  // The billing model starts unchosen: the select shows empty until the user picks one.
  const form = useForm<PrincipalFormInput>({
    resolver: zodResolver(principalFormSchema),
    defaultValues: { principal: '', superior: false, kilometerRate: '', waitHourRate: '' },
  });
  const save = useResourceMutation({
    kind: 'create',
    resource: COMPANIES,
    mutationFn: addPrincipal,
    successText: addedLinkText,
    onSuccess: onClose,
    onError: (error) => {
      violationsToFieldErrors(error, form.setError, FIELDS);
      return false;
    },
  });
  const submit = form.handleSubmit((values) => {
    // The form schema checked the pair already; this turns the złoty into hundredths.
    const stake = stakesPairSchema.safeParse(values);
    if (!stake.success) return;
    save.mutate({
      company: iri('companies', companyId),
      principal: values.principal,
      superior: values.superior,
      billingModel: values.billingModel,
      kilometerRate: stake.data.kilometerRate,
      waitHourRate: stake.data.waitHourRate,
    });
  });
  const { errors } = form.formState;
  return (
    <ResourceDialog
      title="Dodaj obsługiwaną firmę"
      onSubmit={() => void submit()}
      onClose={onClose}
      pending={save.isPending}
    >
      <CandidateSearch value={search} onChange={setSearch} />
      <Controller
        control={form.control}
        name="principal"
        render={({ field }) => (
          <OptionsSelect
            label="Obsługiwana firma"
            value={field.value}
            onChange={field.onChange}
            options={companyOptions(candidates.data)}
            loading={candidates.isPending}
            error={errors.principal?.message}
          />
        )}
      />
      <CheckboxField control={form.control} name="superior" label="Wykonawca nadrzędny" />
      <Controller
        control={form.control}
        name="billingModel"
        render={({ field }) => (
          <BillingModelField
            value={field.value ?? ''}
            error={errors.billingModel?.message}
            onChange={field.onChange}
          />
        )}
      />
      <StakeFields
        fields={{
          kilometerRate: form.register('kilometerRate'),
          waitHourRate: form.register('waitHourRate'),
        }}
        errors={errors}
      />
    </ResourceDialog>
  );
}
