import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { COMMENT_MESSAGES } from '@domain/courses/ride-comments';

/** An admin's delete of a comment is asked first (issue 8): it cannot be undone. */
export function DeleteCommentDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-comment-title">
      <DialogTitle id="delete-comment-title">{COMMENT_MESSAGES.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{COMMENT_MESSAGES.deleteText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>wróć</Button>
        <Button color="error" onClick={onConfirm}>
          usuń
        </Button>
      </DialogActions>
    </Dialog>
  );
}
