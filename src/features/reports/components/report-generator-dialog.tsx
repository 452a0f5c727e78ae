import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { wallClock } from '@domain/warsaw-time';
import { formatAmount, toHundredths } from '@domain/money';
import { downloadErrorMessage, downloadFile } from '@/api/download-file';
import { DateField } from '@/ui/form/date-field';
import { TextInput } from '@/ui/form/text-input';
import {
  reportGeneratorDefaults,
  reportGeneratorSchema,
  type ReportGeneratorForm,
  type ReportRequirement,
} from '@domain/reports/report-generator.schema';
import { PassengerPicker, type PickedPassenger } from './passenger-picker';

/** What differs between the reports the generator makes (courses.md §7 Report generation). */
export interface ReportGeneratorConfig {
  title: string;
  endpoint: string;
  method: 'GET' | 'POST';
  requirement: ReportRequirement;
  /** 'csv' asks for CSV with the Accept header; 'binary' takes the endpoint's own file. */
  format: 'csv' | 'binary';
  /** The file name without content-disposition: prefix, timestamp, extension. */
  fileNamePrefix: string;
  fileExtension: string;
  /** The passenger filter's name in the query (its IRI) or the POST body (its id). */
  passengerFilter: string;
}

/** What the fields hold before parsing (the schema turns '' into null). */
type FormInput = z.input<ReturnType<typeof reportGeneratorSchema>>;

/**
 * The stamp is Polish time whatever the browser's zone (issue 13).
 * Example: fallbackFileName('raport', 'pdf', new Date('2026-11-25T08:05Z')) === 'raport-2026-11-25_09-05.pdf'
 */
export function fallbackFileName(prefix: string, extension: string, now: Date): string {
  const { year, month, day, hour, minute } = wallClock(now);
  return `${prefix}-${year}-${month}-${day}_${hour}-${minute}.${extension}`;
}

/** §7: GET sends the passenger's IRI in the query; POST its id in the body, the price as a number. */
export function reportRequest(
  config: ReportGeneratorConfig,
  form: ReportGeneratorForm,
  passengerId: number | null,
) {
  const period = { start: form.start, end: form.end };
  const price = form.pricePerKm ?? undefined;
  return config.method === 'GET'
    ? { params: { ...period, [config.passengerFilter]: form.passenger ?? undefined, pricePerKm: price } }
    : { data: { ...period, [config.passengerFilter]: passengerId, pricePerKm: price ?? null } };
}

/** §3's defaults with the price as a Polish writes it: '0,60', not the number input's '0.6' (issue 31). */
function startingValues(now: Date): FormInput {
  const defaults = reportGeneratorDefaults(now);
  return { ...defaults, pricePerKm: formatAmount(toHundredths(defaults.pricePerKm)) };
}

interface ReportGeneratorDialogProps {
  config: ReportGeneratorConfig;
  /** A passenger's own report: no passenger to pick (the server answers with their rides only). */
  ownRidesOnly?: boolean;
  onClose: () => void;
}

/** §2 'Generator raportów' (500 px): 'Od', 'Do', passenger, price per km, 'Generuj'. */
export function ReportGeneratorDialog({ config, ownRidesOnly = false, onClose }: ReportGeneratorDialogProps) {
  const [picked, setPicked] = useState<PickedPassenger | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, ReportGeneratorForm>({
    resolver: zodResolver(reportGeneratorSchema(config.requirement)),
    defaultValues: startingValues(new Date()),
  });

  const generate = handleSubmit(async (form) => {
    setFailure(null);
    setPending(true);
    try {
      await downloadFile({
        url: config.endpoint,
        method: config.method,
        ...reportRequest(config, form, picked?.id ?? null),
        ...(config.format === 'csv' ? { accept: 'text/csv', type: 'text/csv' } : {}),
        fallbackName: fallbackFileName(config.fileNamePrefix, config.fileExtension, new Date()),
      });
      onClose();
    } catch (error) {
      setFailure(downloadErrorMessage(error));
    } finally {
      setPending(false);
    }
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="report-generator-title"
      slotProps={{ paper: { sx: { width: 500, maxWidth: '100%' } } }}
    >
      <form noValidate onSubmit={(event) => void generate(event)}>
        <DialogTitle id="report-generator-title">{config.title}</DialogTitle>
        <DialogContent
          sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <DateField control={control} name="start" label="Od" fullWidth margin="normal" required />
          <DateField control={control} name="end" label="Do" fullWidth margin="normal" required />
          <div style={{ gridColumn: '1 / -1' }} hidden={ownRidesOnly}>
            <Controller
              control={control}
              name="passenger"
              render={({ field, fieldState }) => (
                <PassengerPicker
                  value={picked}
                  required={config.requirement !== 'none'}
                  error={fieldState.error?.message}
                  onChange={(next) => {
                    setPicked(next);
                    field.onChange(next?.iri ?? null);
                  }}
                />
              )}
            />
          </div>
          <TextInput
            label="Cena za km (zł)"
            inputMode="decimal"
            required={config.requirement === 'all'}
            error={errors.pricePerKm?.message}
            {...register('pricePerKm')}
          />
          {failure ? (
            <Alert severity="error" sx={{ gridColumn: '1 / -1', mt: 1 }}>
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Anuluj
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={
              pending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
            }
          >
            Generuj
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
