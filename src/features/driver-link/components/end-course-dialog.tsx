import DialogContentText from '@mui/material/DialogContentText';
import { ActionDialog } from '@/ui/dialogs/action-dialog';
import type { UnmarkedStop } from './course-stops';

interface EndCourseDialogProps {
  unmarked: readonly UnmarkedStop[];
  /** Ending before the first planned stop (`endWarning`), said first. */
  warning?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Zakończyć kurs?' before ending a course with stops not marked as reached (docs/spec-decisions.md 95)
 * or before its first planned stop (issue 31).
 */
export function EndCourseDialog({ unmarked, warning = null, onConfirm, onClose }: EndCourseDialogProps) {
  const text = (
    <>
      {warning ? <DialogContentText sx={{ mb: 1 }}>{warning}</DialogContentText> : null}
      {unmarked.length > 0 ? (
        <>
          <DialogContentText>Nie oznaczono jeszcze przystanków:</DialogContentText>
          <DialogContentText component="ul" sx={{ my: 1, pl: 3 }}>
            {unmarked.map((stop) => (
              <li key={stop.id}>{stop.label}</li>
            ))}
          </DialogContentText>
          <DialogContentText>Po zakończeniu kursu nie będzie można ich oznaczyć.</DialogContentText>
        </>
      ) : null}
    </>
  );
  return (
    <ActionDialog
      title="Zakończyć kurs?"
      text={warning || unmarked.length > 0 ? text : undefined}
      cancelLabel="anuluj"
      confirmLabel="tak, zakończ"
      confirmColor="success"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
