import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KilometerSettlement } from '@domain/contract/kilometer-settlement.schema';
import { fromHundredths } from '@domain/money';
import {
  KILOMETER_REPORT_TEXTS as TEXTS,
  kilometerReportSchema,
  reportBaseKilometres,
  type KilometerReport,
  type KilometerReportInput,
} from '@domain/settlement/kilometer-report.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { useKilometerStep } from '@/features/settlement/api/kilometer-settlement-api';
import { typedNumber } from '@domain/validation/polish-decimal';

interface KilometerReportDialogProps {
  settlement: KilometerSettlement;
  onClose: () => void;
}

/**
 * 'Raport kursu' of a kilometer ride (courses.md §2, §5): the km driven (the computed sum to start
 * with), the highway cost and a comment, which another distance needs; 'WYŚLIJ' stays disabled until
 * the report is valid. The same schema checks it again on the server. Mounted only while open.
 */
export function KilometerReportDialog({ settlement, onClose }: KilometerReportDialogProps) {
  const titleId = useId();
  const notice = useNotice();
  const send = useKilometerStep();
  const base = reportBaseKilometres(settlement.computedDistance);
  const [schema] = useState(() => kilometerReportSchema(settlement.computedDistance));
  const form = useForm<KilometerReportInput, unknown, KilometerReport>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      distance: settlement.distance ?? base ?? '',
      highwayCost: settlement.highwayCost === null ? '' : fromHundredths(settlement.highwayCost),
      comment: settlement.comment ?? '',
    },
  });
  const { errors } = form.formState;
  // 'WYŚLIJ' follows the values themselves (from the first render, before any field is touched).
  const isValid = schema.safeParse(useWatch({ control: form.control })).success;
  // A changed distance makes the comment required: check it again as the distance changes.
  const distance = form.register('distance', {
    setValueAs: typedNumber,
    onChange: () => void form.trigger('comment'),
  });
  const submit = form.handleSubmit((report) =>
    send.mutate(
      { rideIri: settlement.ride, version: settlement.version, action: 'report', report },
      {
        onSuccess: () => {
          notice.success('Raport został wysłany');
          onClose();
        },
        onError: (error) => notice.error(error),
      },
    ),
  );
  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle id={titleId}>{TEXTS.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Przejazd {settlement.number}. Suma wyliczonych kilometrów: {base === null ? '-' : `${base} km`}
        </Typography>
        <TextField
          label={TEXTS.distance}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(errors.distance)}
          helperText={errors.distance?.message}
          {...distance}
        />
        <TextField
          label={TEXTS.highwayCost}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={Boolean(errors.highwayCost)}
          helperText={errors.highwayCost?.message}
          {...form.register('highwayCost', { setValueAs: typedNumber })}
        />
        <TextField
          label={TEXTS.comment}
          multiline
          minRows={2}
          error={Boolean(errors.comment)}
          helperText={errors.comment?.message}
          {...form.register('comment')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          anuluj
        </Button>
        <Button type="submit" variant="contained" disabled={!isValid} loading={send.isPending}>
          {TEXTS.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
