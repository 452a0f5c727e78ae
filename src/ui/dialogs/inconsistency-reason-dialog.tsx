import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { inconsistencySchema } from '@domain/settlement/inconsistency.schema';

/** courses.md §9: the inconsistency dialog is 512 px wide. */
const INCONSISTENCY_DIALOG_WIDTH = 512;

interface InconsistencyReasonDialogProps {
  title: string;
  pending: boolean;
  /** Called with the trimmed reason once it passes the §5 rule ('Należy podać powód niezgodności'). */
  onSubmit: (comment: string) => void;
  onClose: () => void;
}

/**
 * The inconsistency dialog of both settlements (taxi 'zgłoś niezgodność', kilometer 'Niezgodność w
 * rozliczeniu'): one required reason, checked with the spec's message rather than the browser's bubble.
 * Mounted only while open.
 */
export function InconsistencyReasonDialog({
  title,
  pending,
  onSubmit,
  onClose,
}: InconsistencyReasonDialogProps) {
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inconsistencySchema.safeParse({ comment });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    onSubmit(parsed.data.comment);
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{
        paper: { component: 'form', onSubmit: submit, sx: { maxWidth: INCONSISTENCY_DIALOG_WIDTH } },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          label="Powód niezgodności"
          required
          multiline
          minRows={3}
          fullWidth
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error}
          slotProps={{ htmlInput: { required: false, 'aria-required': true } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          anuluj
        </Button>
        <Button type="submit" variant="contained" color="error" loading={pending}>
          zgłoś niezgodność
        </Button>
      </DialogActions>
    </Dialog>
  );
}
