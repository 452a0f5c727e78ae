import { COMMENT_MESSAGES } from '@domain/courses/ride-comments';
import { ActionDialog } from '@/ui/dialogs/action-dialog';

/** An admin's delete of a comment is asked first (issue 8): it cannot be undone. */
export function DeleteCommentDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <ActionDialog
      title={COMMENT_MESSAGES.deleteTitle}
      text={COMMENT_MESSAGES.deleteText}
      cancelLabel="wróć"
      confirmLabel="usuń"
      confirmColor="error"
      confirmVariant="text"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
