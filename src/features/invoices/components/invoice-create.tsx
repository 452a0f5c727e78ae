import { useEffect, useMemo, useState } from 'react';
import { LoadingBlock } from '@/ui/loading-block';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { formatDate, todayIsoDate, shiftIsoDate } from '@domain/dates';
import { defaultInvoiceItems } from '@domain/invoices/invoice-defaults';
import {
  invoiceFormSchema,
  parseQuantityMilli,
  type InvoiceFormInput,
  type InvoiceFormOutput,
} from '@domain/invoices/invoice-form.schema';
import { invoiceTotals } from '@domain/invoices/invoice-totals';
import { currentMonth, previousMonth } from '@domain/settlement/kilometer-month';
import { parseMoney } from '@domain/money';
import type { InvoiceCandidates } from '@domain/contract/invoice.schema';
import { INVOICE_MESSAGES } from '@domain/invoices/invoice.schema';
import { errorMessage } from '@/api/error-message';
import { DateField } from '@/ui/form/date-field';
import { FormPage } from '@/ui/form/form-page';
import { useLeaveGuard } from '@/ui/form/leave-guard';
import { MonthPicker } from '@/ui/month-picker/month-picker';
import { useNotice } from '@/ui/notice/notice-context';
import { useCreateInvoice, useInvoiceCandidates } from '../api/invoices-api';
import { InvoiceItemsEditor } from './invoice-items-editor';
import { formatAmount, formatMoney, quantityText } from './invoice-format';
import { QueryGate, serverError } from '@/ui/detail/query-gate';

type Buyer = InvoiceCandidates['buyers'][number];

const itemsFor = (buyer: Buyer, picked: readonly string[]) =>
  defaultInvoiceItems(
    buyer.courses.filter((course) => picked.includes(course['@id'])),
    buyer,
  ).map((line) => ({
    name: line.name,
    quantityUnit: line.unit,
    tax: line.taxRate,
    price: formatAmount(line.unitPriceNet).replace(/\s/g, ''),
    quantity: quantityText(line.quantityMilli).replace(/\s/g, ''),
  }));

function LiveTotals({ control }: { control: Control<InvoiceFormInput, unknown, InvoiceFormOutput> }) {
  const items = useWatch({ control, name: 'invoiceItems' });
  const { vatSummary, totals } = invoiceTotals(
    items.map((item) => ({
      name: item.name,
      unit: item.quantityUnit,
      taxRate: item.tax,
      unitPriceNet: Math.max(0, parseMoney(item.price) ?? 0),
      quantityMilli: Math.max(0, parseQuantityMilli(item.quantity) || 0),
    })),
  );
  return (
    <Box aria-live="polite" sx={{ display: 'grid', gap: 0.5, justifyItems: 'end' }}>
      {vatSummary.map((row) => (
        <Typography key={row.taxRate} variant="body2">
          VAT {row.taxRate}%: netto {formatMoney(row.net)}, VAT {formatMoney(row.vat)}, brutto{' '}
          {formatMoney(row.gross)}
        </Typography>
      ))}
      <Typography sx={{ fontWeight: 700 }}>
        Razem: netto {formatMoney(totals.net)}, VAT {formatMoney(totals.vat)}, brutto{' '}
        {formatMoney(totals.gross)}
      </Typography>
    </Box>
  );
}

/** /invoices/create: buyer, place, dates, month → the courses, items pre-filled and editable, totals live. */
export function InvoiceCreate() {
  const [month, setMonth] = useState(() => previousMonth(currentMonth(new Date())));
  const candidates = useInvoiceCandidates(month);
  const create = useCreateInvoice();
  const notice = useNotice();
  const navigate = useNavigate();
  const today = todayIsoDate();
  const form = useForm<InvoiceFormInput, unknown, InvoiceFormOutput>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: {
      buyer: '',
      place: '',
      issueDate: today,
      sellDate: today,
      paymentTo: shiftIsoDate(today, 14),
      kilometerStake: 0,
      waitStake: 0,
      status: 2,
      invoiceItems: [],
      courses: [],
    },
  });
  const { control, register, handleSubmit, setValue, formState } = form;
  const items = useFieldArray({ control, name: 'invoiceItems' });
  const guard = useLeaveGuard(formState.isDirty);
  const buyerIri = useWatch({ control, name: 'buyer' });
  const picked = useWatch({ control, name: 'courses' });
  const status = useWatch({ control, name: 'status' });
  const buyer = useMemo(
    () => candidates.data?.buyers.find((entry) => entry.buyer['@id'] === buyerIri),
    [candidates.data, buyerIri],
  );

  // A new buyer or month starts with every course picked and the default items.
  useEffect(() => {
    if (!buyer) return;
    const all = buyer.courses.map((course) => course['@id']);
    setValue('courses', all);
    setValue('kilometerStake', buyer.kilometerStake);
    setValue('waitStake', buyer.waitStake);
    items.replace(itemsFor(buyer, all));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the buyer or the month changes
  }, [buyer]);

  const toggle = (iri: string) => {
    if (!buyer) return;
    const next = picked.includes(iri) ? picked.filter((value) => value !== iri) : [...picked, iri];
    setValue('courses', next, { shouldValidate: formState.isSubmitted });
    items.replace(itemsFor(buyer, next));
  };

  const submit = handleSubmit((values) => {
    if (!candidates.data) return;
    create.mutate(
      { ...values, seller: candidates.data.seller['@id'] },
      {
        onSuccess: (invoice) => {
          notice.success(`Wystawiono fakturę ${invoice.number}`);
          void guard.saving(async () => navigate(`/invoices/show/${invoice.id}`));
        },
        onError: (error) => notice.error(errorMessage(error)),
      },
    );
  });
  const error = (path: string) => {
    const found = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors);
    return (found as { message?: string } | undefined)?.message;
  };

  return (
    <FormPage
      title="Nowa faktura"
      onSubmit={(event) => void submit(event)}
      cancelTo="/invoices"
      saving={create.isPending}
      submitLabel="Wystaw fakturę"
      maxWidth={1100}
    >
      {guard.dialog}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {candidates.data?.buyers.length === 0 && <Alert severity="info">{INVOICE_MESSAGES.noBuyers}</Alert>}
        {candidates.data && !candidates.data.seller.bankAccountNumber && (
          <Alert severity="warning">{INVOICE_MESSAGES.noSellerAccount}</Alert>
        )}
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          <TextField
            select
            label="Nabywca"
            value={buyerIri}
            onChange={(event) =>
              setValue('buyer', event.target.value, { shouldValidate: formState.isSubmitted })
            }
            error={Boolean(error('buyer'))}
            helperText={error('buyer') ?? ' '}
            disabled={!candidates.data?.buyers.length}
          >
            {(candidates.data?.buyers ?? []).map((entry) => (
              <MenuItem key={entry.buyer['@id']} value={entry.buyer['@id']}>
                {entry.buyer.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Miejsce wystawienia"
            {...register('place')}
            error={Boolean(error('place'))}
            helperText={error('place') ?? ' '}
          />
          <TextField
            select
            label="Status"
            value={String(status)}
            onChange={(event) => setValue('status', Number(event.target.value))}
            helperText=" "
          >
            <MenuItem value="1">Proforma</MenuItem>
            <MenuItem value="2">Wystawiona</MenuItem>
          </TextField>
          {(['issueDate', 'sellDate', 'paymentTo'] as const).map((name) => (
            <DateField
              key={name}
              control={control}
              name={name}
              label={
                { issueDate: 'Data wystawienia', sellDate: 'Data sprzedaży', paymentTo: 'Termin płatności' }[
                  name
                ]
              }
              // The blank line keeps the three fields as tall as the others of the row.
              helperText=" "
            />
          ))}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
              Rozliczone kursy
            </Typography>
            <MonthPicker month={month} onChange={setMonth} label="Miesiąc rozliczenia" />
          </Box>
          <QueryGate
            query={candidates}
            pending={<LoadingBlock label="Wczytywanie kursów" height={120} />}
            error={serverError}
          >
            {() =>
              !buyer ? (
                <Typography color="text.secondary">
                  Wybierz nabywcę, aby zobaczyć kursy do zafakturowania
                </Typography>
              ) : buyer.courses.length === 0 ? (
                <Typography color="text.secondary">
                  Brak rozliczonych, niezafakturowanych kursów w tym miesiącu
                </Typography>
              ) : (
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                  {buyer.courses.map((course) => (
                    <FormControlLabel
                      key={course['@id']}
                      control={
                        <Checkbox
                          checked={picked.includes(course['@id'])}
                          onChange={() => toggle(course['@id'])}
                        />
                      }
                      label={`${formatDate(course.day)} · ${course.rideNumbers.join(', ')} · ${course.distance ?? 0} km`}
                    />
                  ))}
                </Box>
              )
            }
          </QueryGate>
          {error('courses') ? <Alert severity="error">{error('courses')}</Alert> : null}
        </Paper>
        <InvoiceItemsEditor control={control} register={register} fields={items.fields} error={error} />
        {error('invoiceItems') ? <Alert severity="error">{error('invoiceItems')}</Alert> : null}
        <LiveTotals control={control} />
      </Box>
    </FormPage>
  );
}
