import type { KilometerSettlement } from '@domain/contract/kilometer-settlement.schema';
import { KILOMETER_ACTION_LABELS } from '@domain/settlement/kilometer-transitions';
import { useNotice } from '@/ui/notice/notice-context';
import { InconsistencyReasonDialog } from '@/ui/dialogs/inconsistency-reason-dialog';
import { useKilometerStep } from '@/features/settlement/api/kilometer-settlement';

/**
 * 'Niezgodność w rozliczeniu' (courses.md §4): the company's reason is saved, then the ride goes to
 * 'Niezgodność'. Mounted only while open.
 */
export function InconsistencyDialog({
  settlement,
  onClose,
}: {
  settlement: KilometerSettlement;
  onClose: () => void;
}) {
  const notice = useNotice();
  const step = useKilometerStep();
  return (
    <InconsistencyReasonDialog
      title={KILOMETER_ACTION_LABELS.inconsistency}
      pending={step.isPending}
      onClose={onClose}
      onSubmit={(comment) =>
        step.mutate(
          { rideIri: settlement.ride, version: settlement.version, action: 'inconsistency', comment },
          {
            onSuccess: () => {
              notice.success('Zgłoszono niezgodność w rozliczeniu');
              onClose();
            },
            onError: (failure) => notice.error(failure),
          },
        )
      }
    />
  );
}
