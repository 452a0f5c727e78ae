import { ActionDialog } from '@/ui/dialogs/action-dialog';

export const PAST_STOP_DIALOG = {
  title: 'Przystanek w przeszłości',
  text: 'Co najmniej jeden przystanek ma datę i godzinę, które już minęły. Zapisać kurs mimo to?',
  cancel: 'wróć',
  confirm: 'zapisz mimo to',
} as const;

/** Asked before a new course with a stop in the past is saved (row 138). */
export function PastStopDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <ActionDialog
      title={PAST_STOP_DIALOG.title}
      text={PAST_STOP_DIALOG.text}
      cancelLabel={PAST_STOP_DIALOG.cancel}
      confirmLabel={PAST_STOP_DIALOG.confirm}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
