import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { VALIDATION_MESSAGES } from '@domain/validation/messages';
import { useCompanyOptions } from '@/api/options';
import { ChoiceSelect } from '@/ui/form/choice-select';

/** §5's principal select message, from the one message table. */
export const COMPANY_CHOICE_REQUIRED = VALIDATION_MESSAGES.principalRequired;

interface NewCourseDialogProps {
  onClose: () => void;
  onChoose: (companyId: number) => void;
}

/** 'Nowy kurs': everyone but a company user first chooses the railway company the course serves (§2). */
export function NewCourseDialog({ onClose, onChoose }: NewCourseDialogProps) {
  const companies = useCompanyOptions({ isTransportCompany: false });
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const choices = (companies.data ?? []).map((company) => ({ iri: company['@id'], label: company.name }));
  const next = () => {
    const company = companies.data?.find((option) => option['@id'] === chosen);
    if (!company) return setError(COMPANY_CHOICE_REQUIRED);
    onChoose(company.id);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="new-course-title">
      <DialogTitle id="new-course-title">Nowy kurs</DialogTitle>
      <DialogContent>
        <ChoiceSelect
          label="Firma kolejowa"
          value={chosen}
          onChange={(iri) => {
            setChosen(iri);
            setError(undefined);
          }}
          choices={choices}
          emptyLabel="Wybierz firmę"
          loading={companies.isLoading}
          error={error ?? (companies.isError ? 'Nie udało się wczytać firm' : undefined)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>anuluj</Button>
        <Button variant="contained" onClick={next}>
          dalej
        </Button>
      </DialogActions>
    </Dialog>
  );
}
