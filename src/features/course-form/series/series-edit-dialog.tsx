/**
 * The save question of an edited course of a series (issue 35 part 2, row 863): 'Tylko ten kurs' /
 * 'Ten i wszystkie następne', in the style of the series cancel question. It only asks: the edit page
 * saves with the answer (its refusals show on the form, as a single save's). Loaded lazily.
 */
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ActionDialog } from '@/ui/dialogs/action-dialog';
import { SERIES_SCOPE_LABELS, type SeriesScope } from '@domain/course-series/series-following';

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
      <RadioGroup
        aria-label="Które kursy serii"
        value={scope}
        onChange={(_, value) => setScope(value === 'following' ? 'following' : 'only')}
      >
        {(Object.keys(SERIES_SCOPE_LABELS) as SeriesScope[]).map((key) => (
          <FormControlLabel key={key} value={key} control={<Radio />} label={SERIES_SCOPE_LABELS[key]} />
        ))}
      </RadioGroup>
    </ActionDialog>
  );
}
