import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/api-error';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { importTransactions, transactionsKeys, useFuelCompanies } from '../api/fuel-api';

export const IMPORT_FALLBACK = 'Nie udało się zaimportować transakcji';

/**
 * 'Import transakcji': the fuel company and a CSV or XLSX file. A refused file keeps the dialog open
 * with the response detail (administration.md §8: 'Transaction import shows the response detail'),
 * e.g. 'Wiersz 3: niepoprawna data transakcji'; nothing was imported then.
 */
export function ImportTransactionsDialog({ onClose }: { onClose: () => void }) {
  const companies = useFuelCompanies();
  const [company, setCompany] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useResourceMutation({
    kind: 'create',
    resource: transactionsKeys.all[0],
    mutationFn: importTransactions,
    successText: (result) => `Zaimportowano transakcje: ${result.insertedCount} z ${result.rowCount}`,
    onSuccess: onClose,
    onError: (error) => {
      const apiError = toApiError(error);
      setDetail(
        apiError.status > 0 && apiError.status < 500
          ? (apiError.description ?? IMPORT_FALLBACK)
          : IMPORT_FALLBACK,
      );
      return true;
    },
  });
  const submit = () => {
    setDetail(null);
    if (!company || !file) {
      setMissing(true);
      return;
    }
    upload.mutate({ fuelCardCompany: company, file });
  };
  return (
    <ResourceDialog
      title="Import transakcji"
      submitLabel="Importuj"
      onClose={onClose}
      pending={upload.isPending}
      onSubmit={submit}
    >
      <TextField
        select
        size="small"
        fullWidth
        label="Firma paliwowa"
        value={company}
        onChange={(event) => setCompany(event.target.value)}
        error={missing && !company}
        helperText={missing && !company ? 'Wybierz firmę paliwową' : undefined}
      >
        {(companies.data ?? []).map((option) => (
          <MenuItem key={option['@id']} value={option['@id']}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <Button component="label" variant="outlined">
        Wybierz plik (CSV lub XLSX)
        <input
          hidden
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="Plik z transakcjami"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setDetail(null);
          }}
        />
      </Button>
      <Typography variant="body2" color={missing && !file ? 'error' : 'text.secondary'}>
        {file ? file.name : missing ? 'Wybierz plik z transakcjami' : 'Nie wybrano pliku'}
      </Typography>
      {detail && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {detail}
        </Alert>
      )}
    </ResourceDialog>
  );
}
