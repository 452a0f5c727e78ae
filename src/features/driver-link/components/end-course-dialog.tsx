import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UnmarkedStop } from './course-stops';

interface EndCourseDialogProps {
  unmarked: readonly UnmarkedStop[];
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Zakończyć kurs?' before ending a course with stops not marked as reached (docs/spec-decisions.md 95). */
export function EndCourseDialog({ unmarked, onConfirm, onClose }: EndCourseDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="end-course-title" aria-describedby="end-course-text">
      <DialogTitle id="end-course-title">Zakończyć kurs?</DialogTitle>
      <DialogContent id="end-course-text">
        <DialogContentText>Nie oznaczono jeszcze przystanków:</DialogContentText>
        <DialogContentText component="ul" sx={{ my: 1, pl: 3 }}>
          {unmarked.map((stop) => (
            <li key={stop.id}>{stop.label}</li>
          ))}
        </DialogContentText>
        <DialogContentText>Po zakończeniu kursu nie będzie można ich oznaczyć.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>anuluj</Button>
        <Button variant="contained" color="success" onClick={onConfirm}>
          tak, zakończ
        </Button>
      </DialogActions>
    </Dialog>
  );
}
