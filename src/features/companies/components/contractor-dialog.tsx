import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { toApiError } from '@/api/api-error';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { iri } from '@domain/contract/iri';
import { stakesPairSchema } from '@domain/validation/rates';
import {
  billingModelFor,
  billingModelOnSwitch,
  contractorFormSchema,
} from '@domain/companies/company-links.schema';
import type { ContractorOf } from '@domain/companies/company-permissions';
import { addContractor, COMPANIES, useLinkCandidates } from '../api/companies';
import { BillingModelField } from './billing-model-field';
import { fieldErrors, StakeFields } from './stake-fields';

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
  const candidates = useLinkCandidates(companyId, 'contractor');
  const first = owners[0];
  const [owner, setOwner] = useState(first ? String(first.id) : '');
  const [contractorOf, setContractorOf] = useState<ContractorOf>(first?.contractorOf ?? 'railway_company');
  const [contractor, setContractor] = useState('');
  const [superior, setSuperior] = useState(false);
  const [billingModel, setBillingModel] = useState(
    billingModelOnSwitch(first?.contractorOf ?? 'railway_company'),
  );
  const [rates, setRates] = useState({ kilometerRate: '', waitHourRate: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useResourceMutation({
    kind: 'create',
    resource: COMPANIES,
    mutationFn: addContractor,
    onSuccess: onClose,
    onError: (error) => {
      setErrors(
        fieldErrors(
          toApiError(error).violations.map((v) => ({ path: [v.propertyPath], message: v.message })),
        ),
      );
      return false;
    },
  });
  const sides = [...new Set(owners.map((o) => o.contractorOf))];
  const ownersOfSide = owners.filter((o) => o.contractorOf === contractorOf);

  const switchSide = (next: ContractorOf) => {
    setContractorOf(next);
    setBillingModel(billingModelOnSwitch(next));
    const firstOfSide = owners.find((o) => o.contractorOf === next);
    setOwner(firstOfSide ? String(firstOfSide.id) : '');
  };

  const submit = () => {
    const form = {
      company: owner === '' ? '' : iri('companies', owner),
      contractor: contractor === '' ? '' : iri('companies', contractor),
      superior,
      contractorOf,
      billingModel,
      ...rates,
    };
    const parsed = contractorFormSchema.safeParse(form);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    const stake = stakesPairSchema.safeParse(rates);
    if (!parsed.success || !stake.success) return;
    save.mutate({
      company: form.company,
      contractor: form.contractor,
      superior,
      contractorOf,
      billingModel: billingModelFor(contractorOf, billingModel),
      kilometerRate: stake.data.kilometerRate,
      waitHourRate: stake.data.waitHourRate,
    });
  };

  return (
    <ResourceDialog title="Dodaj wykonawcę" onSubmit={submit} onClose={onClose} pending={save.isPending}>
      {sides.length > 1 && (
        <RadioGroup
          aria-label="Wykonawca czyj"
          value={contractorOf}
          onChange={(event) => switchSide(event.target.value as ContractorOf)}
        >
          {sides.map((side) => (
            <FormControlLabel key={side} value={side} control={<Radio />} label={OF_LABELS[side]} />
          ))}
        </RadioGroup>
      )}
      {ownersOfSide.length > 1 || (contractorOf === 'railway_company' && sides.length > 1) ? (
        <TextField
          select
          required
          label="Firma kolejowa"
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          error={Boolean(errors.company)}
          helperText={errors.company}
        >
          {ownersOfSide.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        required
        label="Wykonawca"
        value={contractor}
        onChange={(event) => setContractor(event.target.value)}
        error={Boolean(errors.contractor)}
        helperText={errors.contractor ?? (candidates.isError ? 'Wystąpił błąd podczas ładowania' : undefined)}
      >
        {(candidates.data ?? []).map((company) => (
          <MenuItem key={company.id} value={String(company.id)}>
            {company.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={superior} onChange={(event) => setSuperior(event.target.checked)} />}
        label="Wykonawca nadrzędny"
      />
      {contractorOf === 'railway_company' && (
        <BillingModelField value={billingModel} error={errors.billingModel} onChange={setBillingModel} />
      )}
      <StakeFields values={rates} errors={errors} onChange={setRates} />
    </ResourceDialog>
  );
}
