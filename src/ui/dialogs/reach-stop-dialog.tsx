import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ReachStopDialogProps {
  place: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Osiągnięto przystanek {place}?' (courses.md §2) with 'jeszcze nie'. */
export function ReachStopDialog({ place, onConfirm, onClose }: ReachStopDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="reach-stop-title" aria-describedby="reach-stop-text">
      <DialogTitle id="reach-stop-title">{`Osiągnięto przystanek ${place}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reach-stop-text">
          Pasażerowie i dyspozytor zostaną poinformowani automatycznie.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>jeszcze nie</Button>
        <Button variant="contained" onClick={onConfirm}>
          tak, osiągnięto
        </Button>
      </DialogActions>
    </Dialog>
  );
}
