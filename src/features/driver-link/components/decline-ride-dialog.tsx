import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DECLINE_DIALOG } from '@domain/rides/ride-messages';

/** 'Odmowa wykonania kursu' (courses.md §2): 'Czy na pewno chcesz odrzucić kurs?', 'anuluj', 'odrzuć'. */
export function DeclineRideDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="decline-title" aria-describedby="decline-text">
      <DialogTitle id="decline-title">{DECLINE_DIALOG.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="decline-text">{DECLINE_DIALOG.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{DECLINE_DIALOG.cancel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {DECLINE_DIALOG.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
