import { useNotice } from '@/ui/notice/notice-context';
import { InconsistencyReasonDialog } from '@/ui/dialogs/inconsistency-reason-dialog';
import { useSettlementTransition } from '../api/settlement-api';

/** §2 inconsistency dialog of a taxi ride: the reason is saved as a ride comment and in the history. */
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
  const notice = useNotice();
  const transition = useSettlementTransition(courseId);
  return (
    <InconsistencyReasonDialog
      title={`Niezgodność w rozliczeniu przejazdu ${rideNumber}`}
      pending={transition.isPending}
      onClose={onClose}
      onSubmit={(comment) =>
        transition.mutate(
          { rideId, action: 'report_inconsistency', comment },
          {
            onSuccess: () => {
              notice.success('Niezgodność została zgłoszona');
              onClose();
            },
            onError: (failure) => notice.error(failure),
          },
        )
      }
    />
  );
}
