import { QueryGate, type GatedRead } from '@/ui/detail/query-gate';
import { ResourceDialog } from './resource-dialog';

/**
 * The edit dialog while its record loads, or failed to (issue 33: one gate): the dialog's own frame
 * and title at once, then QueryGate's spinner or its load error with 'Spróbuj ponownie'. The caller
 * renders its form in place of this once `query.data` is there.
 */
export function ResourceDialogLoading<T>({
  title,
  query,
  onClose,
}: {
  title: string;
  query: GatedRead<T>;
  onClose: () => void;
}) {
  return (
    <ResourceDialog title={title} onSubmit={() => undefined} onClose={onClose}>
      <QueryGate query={query}>{() => null}</QueryGate>
    </ResourceDialog>
  );
}
