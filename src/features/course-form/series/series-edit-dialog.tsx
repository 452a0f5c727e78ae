/**
 * The save question of an edited course of a series (issue 35 part 2, row 863): 'Tylko ten kurs' /
 * 'Ten i wszystkie następne', in the style of the series cancel question. It only asks: the edit page
 * saves with the answer (its refusals show on the form, as a single save's). Loaded lazily.
 */
import { useState } from 'react';
import { ActionDialog } from '@/ui/dialogs/action-dialog';
import { SeriesScopeChoice } from '@/ui/dialogs/series-scope-choice';
import type { SeriesScope } from '@domain/course-series/series-following';

export const SERIES_EDIT_TEXTS = {
  title: 'Zapisz kurs serii',
  text: 'Ten kurs należy do serii. Które kursy zmienić?',
  confirm: 'Zapisz',
} as const;

/** `onAnswer(null)`: closed without saving. */
export function SeriesEditDialog({ onAnswer }: { onAnswer: (scope: SeriesScope | null) => void }) {
  const [scope, setScope] = useState<SeriesScope>('only');
  return (
    <ActionDialog
      title={SERIES_EDIT_TEXTS.title}
      text={SERIES_EDIT_TEXTS.text}
      confirmLabel={SERIES_EDIT_TEXTS.confirm}
      onConfirm={() => onAnswer(scope)}
      onClose={() => onAnswer(null)}
    >
      <SeriesScopeChoice value={scope} onChange={setScope} />
    </ActionDialog>
  );
}
