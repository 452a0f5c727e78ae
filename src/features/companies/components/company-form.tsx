import { CheckboxField } from '@/ui/form/checkbox-field';
import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { violationsToFieldErrors } from '@/api/violations';
import { polishAndGermanPhones } from '@domain/phone/polish-and-german-phones';
import { PASTED_PHONE_LENGTH } from '@domain/validation/phone';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import type { CompanyItem } from '@domain/contract/company.schema';
import {
  companyBodySchema,
  companyCreatedNotice,
  type CompanyBody,
  type CompanyRequest,
} from '@domain/companies/company-body.schema';
import { COMPANIES, companyQuery, saveCompany } from '../api/companies-api';

const TEXT_FIELDS = [
  { name: 'taxNumber', label: 'NIP', required: true, max: 10, inputMode: 'numeric' },
  { name: 'name', label: 'Nazwa', required: true },
  { name: 'headquartersStreet', label: 'Ulica i numer', required: true },
  { name: 'headquartersZipCode', label: 'Kod pocztowy', required: true, max: 6 },
  { name: 'headquartersCity', label: 'Miasto', required: true },
  { name: 'email', label: 'Adres e-mail', required: false, inputMode: 'email' },
  // Room for a number pasted as Poles write it ('+48 601 100 200'), kept as its 9 digits (row 624).
  {
    name: 'phone',
    label: 'Numer telefonu',
    required: false,
    max: PASTED_PHONE_LENGTH,
    inputMode: 'tel',
    setValueAs: (value: string) => polishAndGermanPhones.typed(value),
  },
  { name: 'bankAccountNumber', label: 'Numer konta bankowego', required: false, inputMode: 'numeric' },
] as const;
type TextName = (typeof TEXT_FIELDS)[number]['name'];
/** The form as typed: the texts, the company type and the SMS flag (the version comes from the company). */
type Values = Record<TextName, string> & {
  isTransportCompany: boolean;
  courseEmployeeSmsNotification: boolean;
};
const FIELDS = [
  ...TEXT_FIELDS.map((field) => field.name),
  'isTransportCompany',
  'courseEmployeeSmsNotification',
] as const;

const valuesOf = (company: CompanyItem | null): Values => ({
  taxNumber: company?.taxNumber ?? '',
  name: company?.name ?? '',
  headquartersStreet: company?.headquartersStreet ?? '',
  headquartersZipCode: company?.headquartersZipCode ?? '',
  headquartersCity: company?.headquartersCity ?? '',
  email: company?.email ?? '',
  phone: company?.phone ?? '',
  bankAccountNumber: company?.bankAccountNumber ?? '',
  isTransportCompany: company?.isTransportCompany ?? false,
  courseEmployeeSmsNotification: company?.courseEmployeeSmsNotification ?? false,
});

/**
 * /companies/create and /companies/:id/edit (administration.md §3, §5): the same companyBodySchema
 * checks here and on the server; a server violation lands on its field; a save refused as stale
 * offers the newer company (row 571).
 */
export function CompanyForm({ current }: { current: CompanyItem | null }) {
  const navigate = useNavigate();
  const form = useForm<CompanyBody, unknown, CompanyRequest>({
    resolver: zodResolver(companyBodySchema),
    defaultValues: valuesOf(current),
  });
  const stale = useStaleForm(form, companyQuery(current?.id ?? 0), valuesOf, current ?? undefined);
  const save = useResourceMutation({
    kind: current ? 'edit' : 'create',
    resource: COMPANIES,
    mutationFn: saveCompany,
    successText: current ? undefined : (saved) => companyCreatedNotice(saved.isTransportCompany),
    onSuccess: (saved) => void navigate(`/companies/${saved.id}`),
    onError: (error) => {
      violationsToFieldErrors(error, form.setError, FIELDS);
      return false;
    },
    stale: current ? stale : undefined,
  });
  // The typed texts are sent as typed (the server parses them with the same schema); the version is
  // the company's as last read, the newer one after a stale save.
  const submit = form.handleSubmit(() =>
    save.mutate({
      id: current?.id ?? null,
      body: { ...form.getValues(), version: current ? stale.pin(current).version : null },
    }),
  );
  const { errors } = form.formState;
  const { formRef, dialog: staleDialog } = stale;

  const title = current ? 'Edycja firmy' : 'Nowa firma';
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Paper
        ref={formRef}
        component="form"
        noValidate
        aria-label={title}
        onSubmit={(event) => void submit(event)}
        variant="outlined"
        sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2 }}
      >
        <Controller
          control={form.control}
          name="isTransportCompany"
          render={({ field }) => (
            <RadioGroup
              row
              aria-label="Typ firmy"
              name={field.name}
              value={field.value ? 'transport' : 'railway'}
              onChange={(event) => field.onChange(event.target.value === 'transport')}
            >
              <FormControlLabel value="railway" control={<Radio />} label="Firma kolejowa" />
              <FormControlLabel value="transport" control={<Radio />} label="Firma transportowa" />
            </RadioGroup>
          )}
        />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            required={field.required}
            {...form.register(field.name, 'setValueAs' in field ? { setValueAs: field.setValueAs } : {})}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name]?.message}
            slotProps={{
              htmlInput: {
                ...('max' in field ? { maxLength: field.max } : {}),
                ...('inputMode' in field ? { inputMode: field.inputMode } : {}),
              },
            }}
          />
        ))}
        <CheckboxField
          control={form.control}
          name="courseEmployeeSmsNotification"
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
      {staleDialog}
    </Box>
  );
}
