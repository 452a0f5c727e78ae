import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { toApiError } from '@/api/api-error';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { todayIsoDate } from '@domain/dates';
import { newStakesSchema } from '@domain/validation/rates';
import { addStake, COMPANIES, type LinkKind } from '../api/companies';
import { fieldErrors, StakeFields } from './stake-fields';

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
  const [rates, setRates] = useState({ kilometerRate: '', waitHourRate: '' });
  const [validFrom, setValidFrom] = useState(todayIsoDate());
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useResourceMutation({
    kind: 'create',
    resource: COMPANIES,
    mutationFn: addStake,
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
    const parsed = newStakesSchema.safeParse({ ...rates, validFrom });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (parsed.success) save.mutate({ kind, id: linkId, body: parsed.data });
  };
  return (
    <ResourceDialog title="Nowe stawki" onSubmit={submit} onClose={onClose} pending={save.isPending}>
      <StakeFields values={rates} errors={errors} onChange={setRates} required />
      <TextField
        label="Obowiązuje od"
        type="date"
        required
        value={validFrom}
        onChange={(event) => setValidFrom(event.target.value)}
        error={Boolean(errors.validFrom)}
        helperText={errors.validFrom}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ResourceDialog>
  );
}
