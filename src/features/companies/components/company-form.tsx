import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/api-error';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import type { CompanyItem } from '@domain/contract/company.schema';
import { companyBodySchema, companyCreatedNotice } from '@domain/companies/company-body.schema';
import { COMPANIES, saveCompany } from '../api/companies';

const TEXT_FIELDS = [
  { name: 'taxNumber', label: 'NIP', required: true, max: 10, inputMode: 'numeric' },
  { name: 'name', label: 'Nazwa', required: true },
  { name: 'headquartersStreet', label: 'Ulica i numer', required: true },
  { name: 'headquartersZipCode', label: 'Kod pocztowy', required: true, max: 6 },
  { name: 'headquartersCity', label: 'Miasto', required: true },
  { name: 'email', label: 'Adres e-mail', required: false, inputMode: 'email' },
  { name: 'phone', label: 'Numer telefonu', required: false, max: 9, inputMode: 'tel' },
  { name: 'bankAccountNumber', label: 'Numer konta bankowego', required: false, inputMode: 'numeric' },
] as const;
type TextName = (typeof TEXT_FIELDS)[number]['name'];
type Values = Record<TextName, string>;

const valuesOf = (company: CompanyItem | null): Values => ({
  taxNumber: company?.taxNumber ?? '',
  name: company?.name ?? '',
  headquartersStreet: company?.headquartersStreet ?? '',
  headquartersZipCode: company?.headquartersZipCode ?? '',
  headquartersCity: company?.headquartersCity ?? '',
  email: company?.email ?? '',
  phone: company?.phone ?? '',
  bankAccountNumber: company?.bankAccountNumber ?? '',
});

/**
 * /companies/create and /companies/:id/edit (administration.md §3, §5): the same companyBodySchema
 * checks here and on the server; a server violation lands on its field.
 */
export function CompanyForm({ current }: { current: CompanyItem | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => valuesOf(current));
  const [transport, setTransport] = useState(current?.isTransportCompany ?? false);
  const [sms, setSms] = useState(current?.courseEmployeeSmsNotification ?? false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useResourceMutation({
    kind: current ? 'edit' : 'create',
    resource: COMPANIES,
    mutationFn: saveCompany,
    successText: current ? undefined : (saved) => companyCreatedNotice(saved.isTransportCompany),
    onSuccess: (saved) => void navigate(`/companies/${saved.id}`),
    onError: (error) => {
      const found: Partial<Record<string, string>> = {};
      for (const violation of toApiError(error).violations)
        found[violation.propertyPath] ??= violation.message;
      setErrors(found);
      return false;
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      isTransportCompany: transport,
      courseEmployeeSmsNotification: sms,
      version: current?.version ?? null,
    };
    const parsed = companyBodySchema.safeParse(body);
    const found: Partial<Record<string, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (parsed.success) save.mutate({ id: current?.id ?? null, body });
  };

  const title = current ? 'Edycja firmy' : 'Nowa firma';
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Paper
        component="form"
        noValidate
        aria-label={title}
        onSubmit={submit}
        variant="outlined"
        sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2 }}
      >
        <RadioGroup
          row
          aria-label="Typ firmy"
          value={transport ? 'transport' : 'railway'}
          onChange={(event) => setTransport(event.target.value === 'transport')}
        >
          <FormControlLabel value="railway" control={<Radio />} label="Firma kolejowa" />
          <FormControlLabel value="transport" control={<Radio />} label="Firma transportowa" />
        </RadioGroup>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            required={field.required}
            value={values[field.name]}
            onChange={(event) => setValues((old) => ({ ...old, [field.name]: event.target.value }))}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name]}
            slotProps={{
              htmlInput: {
                ...('max' in field ? { maxLength: field.max } : {}),
                ...('inputMode' in field ? { inputMode: field.inputMode } : {}),
              },
            }}
          />
        ))}
        <FormControlLabel
          control={<Checkbox checked={sms} onChange={(event) => setSms(event.target.checked)} />}
          label="Powiadomienia SMS dla pracowników o kursach"
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate(current ? `/companies/${current.id}` : '/companies')}>
            Anuluj
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Zapisz
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
