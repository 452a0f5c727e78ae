import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { KilometerSettlement } from '@domain/contract/kilometer-settlement.schema';
import { inconsistencySchema } from '@domain/settlement/kilometer-report.schema';
import { KILOMETER_ACTION_LABELS } from '@domain/settlement/kilometer-transitions';
import { useNotice } from '@/ui/notice/notice-context';
import { useKilometerStep } from '@/features/courses/api/kilometer-settlement';

/**
 * 'Niezgodność w rozliczeniu' (courses.md §4): the company's reason is required ('Należy podać powód
 * niezgodności'); it is saved, then the ride goes to 'Niezgodność'. Mounted only while open.
 */
export function InconsistencyDialog({
  settlement,
  onClose,
}: {
  settlement: KilometerSettlement;
  onClose: () => void;
}) {
  const titleId = useId();
  const notice = useNotice();
  const step = useKilometerStep();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inconsistencySchema.safeParse({ comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    step.mutate(
      { rideIri: settlement.ride, version: settlement.version, action: 'inconsistency', ...parsed.data },
      {
        onSuccess: () => {
          notice.success('Zgłoszono niezgodność w rozliczeniu');
          onClose();
        },
        onError: (failure) => notice.error(failure),
      },
    );
  };
  return (
    <Dialog
      open
      onClose={step.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle id={titleId}>{KILOMETER_ACTION_LABELS.inconsistency}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          label="Powód niezgodności"
          required
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error}
          // The reason is checked with the spec's message, not the browser's own bubble.
          slotProps={{ htmlInput: { required: false, 'aria-required': true } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={step.isPending}>
          anuluj
        </Button>
        <Button type="submit" variant="contained" color="error" loading={step.isPending}>
          zgłoś niezgodność
        </Button>
      </DialogActions>
    </Dialog>
  );
}
