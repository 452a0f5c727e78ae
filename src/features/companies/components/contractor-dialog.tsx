import { useState } from 'react';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { violationsToFieldErrors } from '@/api/violations';
import { OptionsSelect } from '@/ui/form/options-select';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { iri } from '@domain/contract/iri';
import { stakesPairSchema } from '@domain/validation/rates';
import {
  billingModelFor,
  billingModelOnSwitch,
  contractorFormSchema,
  CONTRACTOR_OF,
  superiorAllowedFor,
  type ContractorFormInput,
} from '@domain/companies/company-links.schema';
import type { ContractorOf } from '@domain/companies/company-permissions';
import {
  addContractor,
  addedLinkText,
  COMPANIES,
  companyOptions,
  useLinkCandidates,
} from '../api/companies-api';
import { BillingModelField } from './billing-model-field';
import { CandidateSearch } from './candidate-search';
import { STAKE_FIELDS, StakeFields } from './stake-fields';
import { LOAD_ERROR } from '@/ui/errors/load-error';

/** A company the new link may belong to: the profile's company, or a railway company it is superior of. */
export interface OwnerChoice {
  id: number;
  name: string;
  contractorOf: ContractorOf;
}

const OF_LABELS: Record<ContractorOf, string> = {
  transport_company: 'Podwykonawca firmy transportowej',
  railway_company: 'Wykonawca firmy kolejowej',
};

const FIELDS = [
  'company',
  'contractor',
  'superior',
  'contractorOf',
  'billingModel',
  ...STAKE_FIELDS,
] as const;

const isContractorOf = (value: string): value is ContractorOf =>
  (CONTRACTOR_OF as readonly string[]).includes(value);

/** The owner a side starts with: its first company, or none. */
const firstOwnerOf = (owners: readonly OwnerChoice[], side: ContractorOf) => {
  const first = owners.find((owner) => owner.contractorOf === side);
  return first ? iri('companies', first.id) : '';
};

/**
 * 'Dodaj wykonawcę' (administration.md §3-§6): the contractor, the superior flag, whose contractor it
 * is (a transport company's own subcontractor gets NOT_AVAILABLE; switching to a railway company
 * clears the model), the billing model and an optional stake (both rates or neither, from today).
 */
export function ContractorDialog({
  companyId,
  owners,
  onClose,
}: {
  companyId: number;
  owners: readonly OwnerChoice[];
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const candidates = useLinkCandidates(companyId, 'contractor', search);
  const side = owners[0]?.contractorOf ?? 'railway_company';
  const form = useForm<ContractorFormInput>({
    resolver: zodResolver(contractorFormSchema),
    defaultValues: {
      company: firstOwnerOf(owners, side),
      contractor: '',
      superior: false,
      contractorOf: side,
      billingModel: billingModelOnSwitch(side),
      kilometerRate: '',
      waitHourRate: '',
    },
  });
  const save = useResourceMutation({
    kind: 'create',
    resource: COMPANIES,
    mutationFn: addContractor,
    successText: addedLinkText,
    onSuccess: onClose,
    onError: (error) => {
      violationsToFieldErrors(error, form.setError, FIELDS);
      return false;
    },
  });
  const contractorOf = useWatch({ control: form.control, name: 'contractorOf' });
  const sides = [...new Set(owners.map((o) => o.contractorOf))];
  const ownersOfSide = owners.filter((o) => o.contractorOf === contractorOf);

  const switchSide = (next: ContractorOf) => {
    form.setValue('contractorOf', next);
    if (!superiorAllowedFor(next)) form.setValue('superior', false);
    form.setValue('billingModel', billingModelOnSwitch(next));
    form.setValue('company', firstOwnerOf(owners, next));
  };

  const submit = form.handleSubmit((values) => {
    // The form schema checked the pair already; this turns the złoty into hundredths.
    const stake = stakesPairSchema.safeParse(values);
    if (!stake.success) return;
    save.mutate({
      company: values.company,
      contractor: values.contractor,
      superior: values.superior,
      contractorOf: values.contractorOf,
      billingModel: billingModelFor(values.contractorOf, values.billingModel),
      kilometerRate: stake.data.kilometerRate,
      waitHourRate: stake.data.waitHourRate,
    });
  });
  const { errors } = form.formState;

  return (
    <ResourceDialog
      title="Dodaj wykonawcę"
      onSubmit={() => void submit()}
      onClose={onClose}
      pending={save.isPending}
    >
      {sides.length > 1 && (
        <RadioGroup
          aria-label="Wykonawca czyj"
          name="contractorOf"
          value={contractorOf}
          onChange={(event) => {
            if (isContractorOf(event.target.value)) switchSide(event.target.value);
          }}
        >
          {sides.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={OF_LABELS[option]} />
          ))}
        </RadioGroup>
      )}
      {ownersOfSide.length > 1 || (contractorOf === 'railway_company' && sides.length > 1) ? (
        <Controller
          control={form.control}
          name="company"
          render={({ field }) => (
            <OptionsSelect
              label="Firma kolejowa"
              value={field.value}
              onChange={field.onChange}
              options={companyOptions(ownersOfSide)}
              loading={false}
              error={errors.company?.message}
            />
          )}
        />
      ) : null}
      <CandidateSearch value={search} onChange={setSearch} />
      <Controller
        control={form.control}
        name="contractor"
        render={({ field }) => (
          <OptionsSelect
            label="Wykonawca"
            value={field.value}
            onChange={field.onChange}
            options={companyOptions(candidates.data)}
            loading={candidates.isPending}
            error={errors.contractor?.message ?? (candidates.isError ? LOAD_ERROR : undefined)}
          />
        )}
      />
      {superiorAllowedFor(contractorOf) && (
        <CheckboxField control={form.control} name="superior" label="Wykonawca nadrzędny" />
      )}
      {contractorOf === 'railway_company' && (
        <Controller
          control={form.control}
          name="billingModel"
          render={({ field }) => (
            <BillingModelField
              value={field.value}
              error={errors.billingModel?.message}
              onChange={field.onChange}
            />
          )}
        />
      )}
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
