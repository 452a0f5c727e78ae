import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { toApiError } from '@/api/api-error';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { iri } from '@domain/contract/iri';
import { stakesPairSchema } from '@domain/validation/rates';
import { principalFormSchema } from '@domain/companies/company-links.schema';
import { addPrincipal, COMPANIES, useLinkCandidates } from '../api/companies';
import { BillingModelField } from './billing-model-field';
import { fieldErrors, StakeFields } from './stake-fields';

/** 'Dodaj obsługiwaną firmę' (administration.md §3, §5, §6): principal, superior flag, billing model, stake. */
export function PrincipalDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const candidates = useLinkCandidates(companyId, 'principal');
  const [principal, setPrincipal] = useState('');
  const [superior, setSuperior] = useState(false);
  const [billingModel, setBillingModel] = useState('');
  const [rates, setRates] = useState({ kilometerRate: '', waitHourRate: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useResourceMutation({
    kind: 'create',
    resource: COMPANIES,
    mutationFn: addPrincipal,
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
  const submit = () => {
    const form = {
      principal: principal === '' ? '' : iri('companies', principal),
      superior,
      billingModel,
      ...rates,
    };
    const parsed = principalFormSchema.safeParse(form);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    const stake = stakesPairSchema.safeParse(rates);
    if (!parsed.success || !stake.success) return;
    save.mutate({
      company: iri('companies', companyId),
      principal: form.principal,
      superior,
      billingModel: parsed.data.billingModel,
      kilometerRate: stake.data.kilometerRate,
      waitHourRate: stake.data.waitHourRate,
    });
  };
  return (
    <ResourceDialog
      title="Dodaj obsługiwaną firmę"
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
    >
      <TextField
        select
        required
        label="Obsługiwana firma"
        value={principal}
        onChange={(event) => setPrincipal(event.target.value)}
        error={Boolean(errors.principal)}
        helperText={errors.principal}
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
      <BillingModelField value={billingModel} error={errors.billingModel} onChange={setBillingModel} />
      <StakeFields values={rates} errors={errors} onChange={setRates} />
    </ResourceDialog>
  );
}
