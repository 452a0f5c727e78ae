import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DECLINE_DIALOG, DECLINE_REASON_MAX } from '@domain/rides/ride-messages';
import { VALIDATION_MESSAGES } from '@domain/validation/messages';

interface DeclineReasonDialogProps {
  /** Called with the trimmed reason, '' when none was written. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * 'Odmowa wykonania kursu' (§2) of the transport company, with the optional reason the dispatcher
 * gets (row 646). Its own chunk: MUI's TextField would add 8 KB gzip to the course list.
 */
export function DeclineReasonDialog({ onConfirm, onClose }: DeclineReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > DECLINE_REASON_MAX;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{DECLINE_DIALOG.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{DECLINE_DIALOG.text}</DialogContentText>
        <TextField
          label={DECLINE_DIALOG.reason}
          multiline
          minRows={2}
          fullWidth
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tooLong}
          helperText={
            tooLong ? VALIDATION_MESSAGES.tooLongFor(DECLINE_REASON_MAX) : DECLINE_DIALOG.reasonHint
          }
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{DECLINE_DIALOG.cancel}</Button>
        <Button color="error" disabled={tooLong} onClick={() => onConfirm(reason.trim())}>
          {DECLINE_DIALOG.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
