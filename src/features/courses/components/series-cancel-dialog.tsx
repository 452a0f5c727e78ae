/**
 * The cancel question of a ride whose course belongs to a series (issue 35 part 2, row 858): the
 * single cancel's words plus 'Tylko ten kurs' / 'Ten i wszystkie następne'. 'Tylko ten kurs' is the
 * single cancel itself (`onOnly`); the other sends one request and its notice counts the cancelled
 * courses and lists those left. Loaded lazily: the course list's first chunks do not carry it.
 */
import { useState } from 'react';
import { errorMessage } from '@/api/error-message';
import { ActionDialog } from '@/ui/dialogs/action-dialog';
import { SeriesScopeChoice } from '@/ui/dialogs/series-scope-choice';
import { useNotice } from '@/ui/notice/notice-context';
import { RIDE_ACTION_CONFIRMATIONS } from '@domain/rides/ride-messages';
import { type SeriesScope, seriesCancelNotice } from '@domain/course-series/series-following';
import { useCancelSeriesFollowing } from '../api/cancel-series-following';

const TEXTS = RIDE_ACTION_CONFIRMATIONS.cancel;

interface SeriesCancelDialogProps {
  rideIri: string;
  /** The single cancel's question (with the driven ride's warning when it has one). */
  text: string;
  onOnly: () => void;
  onClose: () => void;
}

export function SeriesCancelDialog({ rideIri, text, onOnly, onClose }: SeriesCancelDialogProps) {
  const notice = useNotice();
  const [scope, setScope] = useState<SeriesScope>('only');
  const mutation = useCancelSeriesFollowing((result) => {
    notice.success(seriesCancelNotice(result.cancelled.length, result.left));
    onClose();
  });
  return (
    <ActionDialog
      title={TEXTS.title}
      text={text}
      cancelLabel={TEXTS.cancel}
      confirmLabel={TEXTS.confirm}
      confirmColor="error"
      confirmVariant="text"
      pending={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error) : null}
      onConfirm={() => (scope === 'only' ? onOnly() : mutation.mutate(rideIri))}
      onClose={onClose}
    >
      <SeriesScopeChoice value={scope} onChange={setScope} />
    </ActionDialog>
  );
}
