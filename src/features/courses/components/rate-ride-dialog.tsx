import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DEFAULT_WAITING_KEY,
  NEGATIVE_MARK,
  RATING_COMMENT_MAX_LENGTH,
  RATING_MESSAGES,
  RIDE_MARKS,
  WAITING_OPTIONS,
  rideRatingFieldsSchema,
  waitingFieldsOf,
  type RideMark,
  type WaitingKey,
} from '@domain/courses/ride-rating';
import { useNotice } from '@/ui/notice/notice-context';
import { useRateRide } from '../api/rate-ride';

interface RateRideDialogProps {
  rideIri: string;
  rideNumber: string;
  onClose: () => void;
}

const isMark = (value: unknown): value is RideMark => RIDE_MARKS.some((mark) => mark.value === value);

/**
 * 'Oceń przejazd' (courses.md §2, §5, §9): a mark, a reason only for 'Negatywnie', and the waiting time
 * as chips of which exactly one is always selected. Mounted only while open.
 */
export function RateRideDialog({ rideIri, rideNumber, onClose }: RateRideDialogProps) {
  const titleId = useId();
  const notice = useNotice();
  const rate = useRateRide();
  const [mark, setMark] = useState<RideMark | null>(null);
  const [comment, setComment] = useState('');
  const [waiting, setWaiting] = useState<WaitingKey>(DEFAULT_WAITING_KEY);
  const [markError, setMarkError] = useState(false);
  const [commentError, setCommentError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mark === null) {
      // §8: 'Należy wybrać ocenę przejazdu' and nothing is sent.
      setMarkError(true);
      return;
    }
    const parsed = rideRatingFieldsSchema.safeParse({
      mark,
      comment: mark === NEGATIVE_MARK ? comment : null,
      ...waitingFieldsOf(waiting),
    });
    if (!parsed.success) {
      setCommentError(parsed.error.issues.find((issue) => issue.path[0] === 'comment')?.message ?? null);
      return;
    }
    rate.mutate(
      { rideIri, ...parsed.data },
      {
        onSuccess: () => {
          notice.success(RATING_MESSAGES.saved);
          onClose();
        },
        onError: (error) => notice.error(error),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={rate.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      // The paper is the form: title and actions stay while the content scrolls, so 'oceń' stays in
      // sight above a phone's keyboard (the viewport shrinks with it: index.html interactive-widget).
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle id={titleId}>Oceń przejazd {rideNumber}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <FormLabel id={`${titleId}-mark`}>Ocena przejazdu</FormLabel>
          <ToggleButtonGroup
            exclusive
            fullWidth
            // Small buttons keep the three marks inside a 390 px phone dialog.
            size="small"
            value={mark}
            aria-labelledby={`${titleId}-mark`}
            onChange={(_event, value: unknown) => {
              setMark(isMark(value) ? value : null);
              if (isMark(value)) setMarkError(false);
              setCommentError(null);
            }}
            sx={{ mt: 1 }}
          >
            {RIDE_MARKS.map((option) => (
              <ToggleButton key={option.value} value={option.value}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {markError ? (
            <FormHelperText error role="alert">
              {RATING_MESSAGES.markRequired}
            </FormHelperText>
          ) : null}
        </Box>
        {mark === NEGATIVE_MARK ? (
          <TextField
            label="Uzasadnienie"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            error={commentError !== null}
            helperText={commentError ?? undefined}
            slotProps={{ htmlInput: { maxLength: RATING_COMMENT_MAX_LENGTH } }}
          />
        ) : null}
        <Box>
          <FormLabel id={`${titleId}-waiting`}>Czas oczekiwania na kierowcę</FormLabel>
          <Box
            role="group"
            aria-labelledby={`${titleId}-waiting`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
          >
            {WAITING_OPTIONS.map((option) => (
              <Chip
                key={option.key}
                label={option.label}
                clickable
                aria-pressed={waiting === option.key}
                color={waiting === option.key ? 'primary' : 'default'}
                variant={waiting === option.key ? 'filled' : 'outlined'}
                onClick={() => setWaiting(option.key)}
              />
            ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={rate.isPending}>
          anuluj
        </Button>
        <Button type="submit" variant="contained" disabled={rate.isPending}>
          oceń
        </Button>
      </DialogActions>
    </Dialog>
  );
}
