import { DECLINE_DIALOG } from '@domain/rides/ride-messages';
import { ActionDialog } from '@/ui/dialogs/action-dialog';

/** 'Odmowa wykonania kursu' (courses.md §2): 'Czy na pewno chcesz odrzucić kurs?', 'anuluj', 'odrzuć'. */
export function DeclineRideDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <ActionDialog
      title={DECLINE_DIALOG.title}
      text={DECLINE_DIALOG.text}
      cancelLabel={DECLINE_DIALOG.cancel}
      confirmLabel={DECLINE_DIALOG.confirm}
      confirmColor="error"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
