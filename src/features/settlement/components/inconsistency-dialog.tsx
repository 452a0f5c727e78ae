import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { inconsistencySchema } from '@domain/settlement/settlement-bill.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { useSettlementTransition } from '../api/settlement';

/** §2 inconsistency dialog (512 px): the reason is required, saved as a ride comment and in the history. */
export function InconsistencyDialog({
  courseId,
  rideId,
  rideNumber,
  onClose,
}: {
  courseId: number;
  rideId: number;
  rideNumber: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const notice = useNotice();
  const transition = useSettlementTransition(courseId);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inconsistencySchema.safeParse({ comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    transition.mutate(
      { rideId, action: 'report_inconsistency', comment: parsed.data.comment },
      {
        onSuccess: () => {
          notice.success('Niezgodność została zgłoszona');
          onClose();
        },
        onError: (failure) => notice.error(failure),
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 512 } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{`Niezgodność w rozliczeniu przejazdu ${rideNumber}`}</DialogTitle>
        <DialogContent>
          <TextField
            label="Powód niezgodności"
            multiline
            minRows={3}
            fullWidth
            required
            sx={{ mt: 1 }}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Anuluj</Button>
          <Button type="submit" variant="contained" color="error" loading={transition.isPending}>
            zgłoś niezgodność
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
