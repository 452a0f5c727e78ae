import { useEffect, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TaxiSettlement, WireBill } from '@domain/contract/settlement.schema';
import {
  settlementBillSchema,
  storedToInput,
  type SettlementWrite,
  type StoredBill,
} from '@domain/settlement/settlement-bill.schema';
import { SETTLEMENT_MESSAGES } from '@domain/settlement/settlement-transitions';
import { errorMessage } from '@/api/error-message';
import { useNotice } from '@/ui/notice/notice-context';
import { useStaleSave } from '@/ui/form/stale-save/use-stale-save';
import type { FieldPath as MergePath } from '@/ui/form/stale-save/three-way-merge';
import { getSettlement, settlementKeys, useSaveSettlement } from '../api/settlement-api';
import { typedNumber } from '@domain/validation/polish-decimal';

const NUMBER_FIELDS = ['distance', 'waitingHours', 'highwayCost'] as const;

/**
 * The fields hold the figures as shown, with a Polish decimal comma ('0,5'); the bill schema the
 * server applies reads them as numbers.
 */
const typedNumbers = (value: unknown) =>
  value !== null && typeof value === 'object'
    ? {
        ...value,
        ...Object.fromEntries(
          NUMBER_FIELDS.map((key) => [key, typedNumber((value as Record<string, unknown>)[key])]),
        ),
      }
    : value;

/** A stored bill as the form shows it: 0.5 h as '0,5', 18.5 zł as '18,5' (issue 31). */
const shownBill = (bill: StoredBill) => {
  const input = storedToInput(bill) as Record<string, unknown>;
  for (const key of NUMBER_FIELDS) {
    const value = input[key];
    if (typeof value === 'number') input[key] = String(value).replace('.', ',');
  }
  return input;
};

const formSchema = z.object({
  rides: z.array(z.preprocess(typedNumbers, settlementBillSchema.extend({ id: z.number() }))),
  bill: z.preprocess(typedNumbers, settlementBillSchema).optional(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: WireBill = { distance: null, waitingHundredthsOfHour: null, highwayCost: null, comment: null };

const BILL_FIELDS: Readonly<Record<string, string>> = {
  distance: 'Liczba km',
  waitingHours: 'Godziny oczekiwania',
  highwayCost: 'Koszt autostrad (zł)',
  comment: 'Komentarz',
};

/** `rides.0.distance` as 'Przejazd 1: Liczba km', `bill.comment` as 'Rozliczenie kursu: Komentarz'. */
function settlementFieldName(path: MergePath): string {
  const [root, index, field] = path;
  if (root === 'rides' && typeof index === 'number')
    return [`Przejazd ${index + 1}`, BILL_FIELDS[String(field)]].filter(Boolean).join(': ');
  return ['Rozliczenie kursu', BILL_FIELDS[String(index)]].filter(Boolean).join(': ');
}

/** The form's values of a settlement: the editable rides' client figures and the drawer's course bill. */
function formValues(
  settlement: TaxiSettlement,
  rideIds: readonly number[],
  billKind: EditSettlementDialogProps['billKind'],
): FormInput {
  return {
    rides: settlement.rides
      .filter((ride) => rideIds.includes(ride.id))
      .map((ride) => ({ id: ride.id, ...shownBill(ride.toSettled ?? EMPTY) })),
    bill: billKind ? shownBill(settlement[billKind] ?? EMPTY) : undefined,
  };
}

export interface EditSettlementDialogProps {
  settlement: TaxiSettlement;
  etag: string | null;
  /** The rides whose client figures may change now (`canEditRideSettlement`). */
  rideIds: readonly number[];
  /** The course bill this drawer edits, if any: the one-ride rule writes it otherwise (§5). */
  billKind: 'billForDriver' | 'billForSubcontractor' | null;
  onClose: () => void;
}

/**
 * 'Edytuj rozliczenie' (courses.md §2, §5): the client's figures of the editable rides and the course
 * bill of the drawer, validated by the one bill schema the server applies; 'Skopiuj wartości kierowcy'
 * copies the driver's report in ('Wartości zostały skopiowane'); 'Wyślij' saves under If-Match.
 */
export function EditSettlementDialog({
  settlement,
  etag,
  rideIds,
  billKind,
  onClose,
}: EditSettlementDialogProps) {
  const titleId = useId();
  const notice = useNotice();
  const save = useSaveSettlement(settlement.courseId);
  const rides = settlement.rides.filter((ride) => rideIds.includes(ride.id));
  const queryClient = useQueryClient();
  // A save refused as stale offers the newer settlement and keeps what was typed (row 290).
  const stale = useStaleSave({
    loaded: { values: formValues(settlement, rideIds, billKind), etag },
    reload: async () => {
      const newer = await getSettlement(settlement.courseId);
      queryClient.setQueryData(settlementKeys.detail(settlement.courseId), newer);
      return { values: formValues(newer.settlement, rideIds, billKind), etag: newer.etag };
    },
    describe: settlementFieldName,
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: stale.values,
  });
  const { reset } = form;
  const { values: chosen, revision } = stale;
  useEffect(() => {
    if (revision > 0) reset(chosen);
  }, [reset, chosen, revision]);
  const driver = settlement.billFromDriver;
  const copyDriver = () => {
    if (!driver) return;
    const values = shownBill(driver);
    const targets: string[] = [
      ...(rides.length === 1 ? ['rides.0'] : []),
      ...(billKind === 'billForDriver' ? ['bill'] : []),
    ];
    for (const target of targets)
      for (const [key, value] of Object.entries(values))
        form.setValue(`${target}.${key}` as FieldPath<FormInput>, value as never, {
          shouldDirty: true,
          // A 'Pole wymagane' from an earlier 'Wyślij' must not outlive the value that answers it.
          shouldValidate: form.formState.isSubmitted,
        });
    notice.success(SETTLEMENT_MESSAGES.copied);
  };
  const submit = form.handleSubmit((values) => {
    const body: SettlementWrite = {
      rides: values.rides,
      ...(billKind && values.bill ? { [billKind]: values.bill } : {}),
    };
    save.mutate(
      { body, etag: stale.etag },
      {
        onSuccess: () => {
          notice.success('Rozliczenie zostało zapisane');
          onClose();
        },
        onError: (error) =>
          void stale.refused(error, form.getValues()).then(
            (handled) => handled || notice.error(errorMessage(error)),
            () => notice.error(errorMessage(error)),
          ),
      },
    );
  });

  const errorOf = (path: string): string | undefined => {
    const found = path
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        form.formState.errors,
      );
    return (found as { message?: string } | undefined)?.message;
  };
  const fields = (prefix: string) => (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {(
        [
          ['distance', 'Liczba km', 'numeric'],
          ['waitingHours', 'Godziny oczekiwania', 'decimal'],
          ['highwayCost', 'Koszt autostrad (zł)', 'decimal'],
        ] as const
      ).map(([name, label, mode]) => (
        <TextField
          key={name}
          label={label}
          size="small"
          // Shrunk always: 'Skopiuj wartości kierowcy' sets values the label would otherwise cover.
          slotProps={{ htmlInput: { inputMode: mode }, inputLabel: { shrink: true } }}
          error={Boolean(errorOf(`${prefix}.${name}`))}
          helperText={errorOf(`${prefix}.${name}`)}
          {...form.register(`${prefix}.${name}` as FieldPath<FormInput>)}
        />
      ))}
      <TextField
        label="Komentarz"
        size="small"
        multiline
        minRows={1}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errorOf(`${prefix}.comment`))}
        helperText={errorOf(`${prefix}.comment`)}
        {...form.register(`${prefix}.comment` as FieldPath<FormInput>)}
      />
    </Box>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Edytuj rozliczenie</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {driver ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {`Raport kierowcy: ${driver.distance ?? '—'} km`}
              </Typography>
              <Button size="small" variant="outlined" onClick={copyDriver}>
                Skopiuj wartości kierowcy
              </Button>
            </Box>
          ) : null}
          {rides.map((ride, index) => (
            <Box key={ride.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {`Klient – przejazd ${ride.number}`}
              </Typography>
              {fields(`rides.${index}`)}
            </Box>
          ))}
          {billKind ? (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {billKind === 'billForDriver' ? 'Kierowca' : 'Podwykonawca'}
              </Typography>
              {fields('bill')}
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Anuluj</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Wyślij
          </Button>
        </DialogActions>
      </Box>
      {stale.dialog}
    </Dialog>
  );
}
