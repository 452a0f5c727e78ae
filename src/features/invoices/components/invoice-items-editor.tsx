import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldArrayWithId, type UseFormRegister } from 'react-hook-form';
import { INVOICE_TAX_RATES } from '@domain/invoices/invoice-defaults';
import type { InvoiceFormInput, InvoiceFormOutput } from '@domain/invoices/invoice-form.schema';

interface Props {
  control: Control<InvoiceFormInput, unknown, InvoiceFormOutput>;
  register: UseFormRegister<InvoiceFormInput>;
  fields: FieldArrayWithId<InvoiceFormInput, 'invoiceItems'>[];
  error: (path: string) => string | undefined;
}

/** The items, pre-filled from the picked courses (row 506) and editable: name, unit, VAT, price, quantity. */
export function InvoiceItemsEditor({ control, register, fields, error }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Pozycje
      </Typography>
      {fields.length === 0 ? <Typography color="text.secondary">Brak pozycji</Typography> : null}
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Pozycja ${index + 1}`}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 1fr 1fr 1fr 1fr' } }}
        >
          <TextField
            size="small"
            label="Nazwa"
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            {...register(`invoiceItems.${index}.name`)}
            error={Boolean(error(`invoiceItems.${index}.name`))}
            helperText={error(`invoiceItems.${index}.name`)}
          />
          <TextField size="small" label="Jednostka" {...register(`invoiceItems.${index}.quantityUnit`)} />
          <Controller
            control={control}
            name={`invoiceItems.${index}.tax`}
            render={({ field: tax }) => (
              <TextField
                select
                size="small"
                label="VAT"
                value={String(tax.value)}
                onChange={(event) => tax.onChange(Number(event.target.value))}
              >
                {INVOICE_TAX_RATES.map((rate) => (
                  <MenuItem key={rate} value={String(rate)}>
                    {rate}%
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            size="small"
            label="Cena netto (zł)"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register(`invoiceItems.${index}.price`)}
            error={Boolean(error(`invoiceItems.${index}.price`))}
            helperText={error(`invoiceItems.${index}.price`)}
          />
          <TextField
            size="small"
            label="Ilość"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register(`invoiceItems.${index}.quantity`)}
            error={Boolean(error(`invoiceItems.${index}.quantity`))}
            helperText={error(`invoiceItems.${index}.quantity`)}
          />
        </Box>
      ))}
    </Paper>
  );
}
