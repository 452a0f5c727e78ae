import { useState } from 'react';
import { RESOURCES, iriId } from '@domain/contract/iri';
import { VALIDATION_MESSAGES } from '@domain/validation/messages';
import { ActionDialog } from '@/ui/dialogs/action-dialog';
import { CompanyPicker } from '@/ui/form/company-picker';

/** §5's principal select message, from the one message table. */
export const COMPANY_CHOICE_REQUIRED = VALIDATION_MESSAGES.principalRequired;

interface NewCourseDialogProps {
  onClose: () => void;
  onChoose: (companyId: number) => void;
}

/** 'Nowy kurs': everyone but a company user first chooses the railway company the course serves (§2). */
export function NewCourseDialog({ onClose, onChoose }: NewCourseDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const next = () => {
    // The picker offers only the companies the user may see: the chosen IRI names the company.
    const companyId = iriId(chosen, RESOURCES.company);
    if (companyId === null) return setError(COMPANY_CHOICE_REQUIRED);
    onChoose(companyId);
  };
  return (
    <ActionDialog
      title="Nowy kurs"
      maxWidth="xs"
      cancelLabel="anuluj"
      confirmLabel="dalej"
      onClose={onClose}
      onConfirm={next}
    >
      <CompanyPicker
        isTransportCompany={false}
        label="Firma kolejowa"
        value={chosen}
        onChange={(iri) => {
          setChosen(iri === '' ? null : iri);
          setError(undefined);
        }}
        emptyLabel="Wybierz firmę"
        size="small"
        error={error}
        loadError="Nie udało się wczytać firm"
      />
    </ActionDialog>
  );
}
