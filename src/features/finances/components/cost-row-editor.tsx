import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { toApiError } from '@/api/api-error';
import { useNotice } from '@/ui/notice/notice-context';
import { answerFailedSave, useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import type { CompanyTransportCost } from '@domain/contract/finance.schema';
import { companyTransportCostQuery, useUpdateCompanyTransportCost } from '../api/company-costs';
import { priceInput, priceText } from './cost-price';

/** §2 failure: title 'Błąd edycji', 'Wystąpił błąd edycji' plus the server's description below 500. */
function editError(error: unknown): string {
  const apiError = toApiError(error);
  const detail = apiError.status > 0 && apiError.status < 500 ? ` ${apiError.message}` : '';
  return `Błąd edycji: Wystąpił błąd edycji.${detail}`;
}

/** A row's prices as typed, in zł. */
interface PriceValues {
  priceByKilometer: string;
  priceByWaiting: string;
}

const valuesOf = (row: CompanyTransportCost): PriceValues => ({
  priceByKilometer: priceText(row.priceByKilometer),
  priceByWaiting: priceText(row.priceByWaiting),
});

/**
 * One transport company's prices (§2), saved only when changed. A save refused as stale (someone priced
 * the company meanwhile) opens the stale-save dialog (row 574); the fields belong to a form of their
 * own through the `form` attribute, so the dialog names them by their labels and Enter saves the row.
 */
export function CostRowEditor({ row }: { row: CompanyTransportCost }) {
  const notice = useNotice();
  const update = useUpdateCompanyTransportCost();
  const formId = useId();
  const [values, setValues] = useState(() => valuesOf(row));
  const stale = useStaleForm(
    { getValues: () => values, reset: setValues },
    companyTransportCostQuery(row.id),
    valuesOf,
    row,
  );
  const { formRef: staleForm, dialog: staleDialog } = stale;
  const pinned = stale.pin(row);
  const kmValue = priceInput(values.priceByKilometer);
  const waitingValue = priceInput(values.priceByWaiting);
  const valid = typeof kmValue === 'number' && waitingValue !== undefined;
  // Saved only when changed (§2); values taken over a stale save stand on a newer version: savable.
  const changed =
    valid &&
    (kmValue !== row.priceByKilometer ||
      waitingValue !== row.priceByWaiting ||
      pinned.version !== row.version);
  const save = () => {
    if (!valid || !changed) return;
    update.mutate(
      {
        id: row.id,
        body: { priceByKilometer: kmValue, priceByWaiting: waitingValue, version: pinned.version },
      },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved));
          stale.saved(saved);
          notice.success('Zmiany zostały zapisane');
        },
        onError: (error) => answerFailedSave(stale, error, () => notice.error(editError(error))),
      },
    );
  };
  const name = row.transportCompany.name;
  const price = (field: keyof PriceValues, label: string, error: boolean) => (
    <TextField
      size="small"
      value={values[field]}
      onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
      error={error}
      slotProps={{
        htmlInput: { name: field, form: formId, inputMode: 'decimal', 'aria-label': `${label}: ${name}` },
      }}
      sx={{ width: 110 }}
    />
  );
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>
        {price('priceByKilometer', 'Cena za km (zł)', kmValue === undefined || kmValue === null)}
      </TableCell>
      <TableCell>
        {price('priceByWaiting', 'Cena za godzinę oczekiwania (zł)', waitingValue === undefined)}
      </TableCell>
      <TableCell>
        <form
          id={formId}
          ref={staleForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Button
            type="submit"
            size="small"
            disabled={!changed || update.isPending}
            aria-label={`Zapisz: ${name}`}
          >
            Zapisz
          </Button>
        </form>
        {staleDialog}
      </TableCell>
    </TableRow>
  );
}
