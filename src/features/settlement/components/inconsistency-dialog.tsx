import { useNotice } from '@/ui/notice/notice-context';
import { InconsistencyReasonDialog } from '@/ui/dialogs/inconsistency-reason-dialog';

/** The callbacks react-query's `mutate` takes: the dialog closes on success and says the failure. */
interface SendCallbacks {
  onSuccess: () => void;
  onError: (failure: unknown) => void;
}

interface InconsistencyDialogProps {
  title: string;
  /** The notice once the reason is saved (each settlement says it its own way, per the spec). */
  reported: string;
  pending: boolean;
  /** The family's own step with the reason filled in: the taxi transition or the kilometer step. */
  send: (comment: string, callbacks: SendCallbacks) => void;
  onClose: () => void;
}

/**
 * The inconsistency dialog of both settlements: the taxi ride's 'zgłoś niezgodność' (§2, the reason is
 * saved as a ride comment and in the history) and the kilometer 'Niezgodność w rozliczeniu' (§4, the
 * ride goes to 'Niezgodność'). Mounted only while open.
 */
export function InconsistencyDialog({ title, reported, pending, send, onClose }: InconsistencyDialogProps) {
  const notice = useNotice();
  return (
    <InconsistencyReasonDialog
      title={title}
      pending={pending}
      onClose={onClose}
      onSubmit={(comment) =>
        send(comment, {
          onSuccess: () => {
            notice.success(reported);
            onClose();
          },
          onError: (failure) => notice.error(failure),
        })
      }
    />
  );
}
