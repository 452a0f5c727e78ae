import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UnmarkedStop } from './course-stops';

interface EndCourseDialogProps {
  unmarked: readonly UnmarkedStop[];
  /** Ending before the first planned stop (`endWarning`), said first. */
  warning?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Zakończyć kurs?' before ending a course with stops not marked as reached (docs/spec-decisions.md 95)
 * or before its first planned stop (issue 31).
 */
export function EndCourseDialog({ unmarked, warning = null, onConfirm, onClose }: EndCourseDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="end-course-title" aria-describedby="end-course-text">
      <DialogTitle id="end-course-title">Zakończyć kurs?</DialogTitle>
      <DialogContent id="end-course-text">
        {warning ? <DialogContentText sx={{ mb: 1 }}>{warning}</DialogContentText> : null}
        {unmarked.length > 0 ? (
          <>
            <DialogContentText>Nie oznaczono jeszcze przystanków:</DialogContentText>
            <DialogContentText component="ul" sx={{ my: 1, pl: 3 }}>
              {unmarked.map((stop) => (
                <li key={stop.id}>{stop.label}</li>
              ))}
            </DialogContentText>
            <DialogContentText>Po zakończeniu kursu nie będzie można ich oznaczyć.</DialogContentText>
          </>
        ) : null}
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
