import { DECLINE_DIALOG, DECLINE_REASON_MAX } from '@domain/rides/ride-messages';
import { VALIDATION_MESSAGES } from '@domain/validation/messages';
import { ReasonActionDialog } from '@/ui/dialogs/reason-action-dialog';

interface DeclineReasonDialogProps {
  /** Called with the trimmed reason, '' when none was written. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const tooLong = (reason: string) =>
  reason.trim().length > DECLINE_REASON_MAX ? VALIDATION_MESSAGES.tooLongFor(DECLINE_REASON_MAX) : null;

/**
 * 'Odmowa wykonania kursu' (§2) of the transport company, with the optional reason the dispatcher
 * gets (row 646). Its own chunk: MUI's TextField would add 8 KB gzip to the course list.
 */
export function DeclineReasonDialog({ onConfirm, onClose }: DeclineReasonDialogProps) {
  return (
    <ReasonActionDialog
      title={DECLINE_DIALOG.title}
      text={DECLINE_DIALOG.text}
      maxWidth="xs"
      reason={{ label: DECLINE_DIALOG.reason, hint: DECLINE_DIALOG.reasonHint, validate: tooLong }}
      cancelLabel={DECLINE_DIALOG.cancel}
      confirmLabel={DECLINE_DIALOG.confirm}
      confirmColor="error"
      confirmVariant="text"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
