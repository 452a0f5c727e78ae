import { inconsistencySchema } from '@domain/settlement/inconsistency.schema';
import { ReasonActionDialog } from './reason-action-dialog';

/** courses.md §9: the inconsistency dialog is 512 px wide. */
const INCONSISTENCY_DIALOG_WIDTH = 512;

interface InconsistencyReasonDialogProps {
  title: string;
  pending: boolean;
  /** Called with the trimmed reason once it passes the §5 rule ('Należy podać powód niezgodności'). */
  onSubmit: (comment: string) => void;
  onClose: () => void;
}

/** The §5 rule's message for this reason, or null when it may be sent. */
function inconsistencyMessage(comment: string): string | null {
  const parsed = inconsistencySchema.safeParse({ comment });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * The inconsistency dialog of both settlements (taxi 'zgłoś niezgodność', kilometer 'Niezgodność w
 * rozliczeniu'): one required reason, checked with the spec's message rather than the browser's bubble.
 * Mounted only while open.
 */
export function InconsistencyReasonDialog({
  title,
  pending,
  onSubmit,
  onClose,
}: InconsistencyReasonDialogProps) {
  return (
    <ReasonActionDialog
      title={title}
      width={INCONSISTENCY_DIALOG_WIDTH}
      reason={{
        label: 'Powód niezgodności',
        required: true,
        minRows: 3,
        validate: inconsistencyMessage,
      }}
      cancelLabel="anuluj"
      confirmLabel="zgłoś niezgodność"
      confirmColor="error"
      pending={pending}
      onConfirm={onSubmit}
      onClose={onClose}
    />
  );
}
