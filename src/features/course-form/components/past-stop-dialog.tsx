import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const PAST_STOP_DIALOG = {
  title: 'Przystanek w przeszłości',
  text: 'Co najmniej jeden przystanek ma datę i godzinę, które już minęły. Zapisać kurs mimo to?',
  cancel: 'wróć',
  confirm: 'zapisz mimo to',
} as const;

/** Asked before a new course with a stop in the past is saved (row 138). */
export function PastStopDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="past-stop-title">
      <DialogTitle id="past-stop-title">{PAST_STOP_DIALOG.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{PAST_STOP_DIALOG.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{PAST_STOP_DIALOG.cancel}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {PAST_STOP_DIALOG.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
