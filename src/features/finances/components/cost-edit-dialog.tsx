/**
 * 'Edycja' of one transport company's prices (courses.md §2 cost dashboard, §4 'Inline edit Edycja with
 * Anuluj, Zapisz zmiany' 518 px). Loaded lazily, only when a row's edit is opened. An empty field is no
 * own price: the contractor link's stake applies (spec-decisions row 650).
 */
import { useForm } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/api-error';
import { violationsToFieldErrors } from '@/api/violations';
import { useNotice } from '@/ui/notice/notice-context';
import { answerFailedSave, useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import type { CompanyTransportCost } from '@domain/contract/finance.schema';
import { VALIDATION_MESSAGES } from '@domain/validation/messages';
import { companyTransportCostQuery, useUpdateCompanyTransportCost } from '../api/company-costs-api';
import { priceInput, priceText } from './cost-price';

/** §4: the inline edit dialog is 518 px wide. */
const EDIT_DIALOG_WIDTH = 518;
const FIELDS = ['priceByKilometer', 'priceByWaiting'] as const;
export const PRICE_LABELS = {
  priceByKilometer: 'Cena za km (zł)',
  priceByWaiting: 'Cena za godzinę oczekiwania (zł)',
} as const;

/** A row's prices as typed, in zł with a comma. */
interface PriceValues {
  priceByKilometer: string;
  priceByWaiting: string;
}

const valuesOf = (row: CompanyTransportCost): PriceValues => ({
  priceByKilometer: priceText(row.priceByKilometer),
  priceByWaiting: priceText(row.priceByWaiting),
});

/** §8 failure: title 'Błąd edycji', 'Wystąpił błąd edycji' plus the server's description below 500. */
function editError(error: unknown): string {
  const apiError = toApiError(error);
  const detail = apiError.status > 0 && apiError.status < 500 ? ` ${apiError.message}` : '';
  return `Błąd edycji: Wystąpił błąd edycji.${detail}`;
}

const readable = (text: string) => priceInput(text) !== undefined || VALIDATION_MESSAGES.rate;

export default function CostEditDialog({ row, onClose }: { row: CompanyTransportCost; onClose: () => void }) {
  const notice = useNotice();
  const update = useUpdateCompanyTransportCost();
  const form = useForm<PriceValues>({ defaultValues: valuesOf(row) });
  // Saved against the version the values stand on: the one opened, or the newer one after a stale save.
  const stale = useStaleForm(form, companyTransportCostQuery(row.id), valuesOf, row);
  const pinned = stale.pin(row);
  const { errors } = form.formState;

  const save = form.handleSubmit((values) => {
    const body = {
      priceByKilometer: priceInput(values.priceByKilometer) ?? null,
      priceByWaiting: priceInput(values.priceByWaiting) ?? null,
      version: pinned.version,
    };
    // Nothing changed (the stale answer's newer version aside): nothing to send.
    if (
      body.priceByKilometer === row.priceByKilometer &&
      body.priceByWaiting === row.priceByWaiting &&
      pinned.version === row.version
    )
      return onClose();
    update.mutate(
      { id: row.id, body },
      {
        onSuccess: (saved) => {
          stale.saved(saved);
          notice.success('Zmiany zostały zapisane');
          onClose();
        },
        // A stale refusal opens the stale-save dialog; anything else marks the fields and says §8's words.
        onError: (error) =>
          answerFailedSave(stale, error, () => {
            violationsToFieldErrors(error, form.setError, FIELDS);
            notice.error(editError(error));
          }),
      },
    );
  });

  const field = (name: keyof PriceValues) => (
    <TextField
      label={PRICE_LABELS[name]}
      {...form.register(name, { validate: readable })}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  return (
    <ResourceDialog
      title="Edycja"
      submitLabel="Zapisz zmiany"
      width={EDIT_DIALOG_WIDTH}
      onSubmit={() => void save()}
      onClose={onClose}
      pending={update.isPending}
      stale={stale}
    >
      <Typography variant="subtitle1">{row.transportCompany.name}</Typography>
      {field('priceByKilometer')}
      {field('priceByWaiting')}
      <Typography variant="body2" color="text.secondary">
        Puste pole: obowiązuje stawka uzgodniona z firmą transportową.
      </Typography>
    </ResourceDialog>
  );
}
