/**
 * The series question of an edit's save (row 863) as a promise: `ask()` opens the dialog and resolves
 * with the answer ('only', 'following', or null when closed). The dialog's code is loaded only when
 * asked, so a course of no series never loads it.
 */
import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { SeriesScope } from '@domain/course-series/series-following';

const SeriesEditDialog = lazy(async () => ({
  default: (await import('./series-edit-dialog')).SeriesEditDialog,
}));

export interface SeriesEditQuestion {
  ask: () => Promise<SeriesScope | null>;
  /** The question is open: the save waits for its answer, nothing is sent yet. */
  asking: boolean;
  dialog: ReactNode;
}

export function useSeriesEditQuestion(): SeriesEditQuestion {
  const [answer, setAnswer] = useState<((scope: SeriesScope | null) => void) | null>(null);
  const ask = () =>
    new Promise<SeriesScope | null>((resolve) =>
      setAnswer(() => (scope: SeriesScope | null) => {
        setAnswer(null);
        resolve(scope);
      }),
    );
  const dialog = answer ? (
    <Suspense fallback={null}>
      <SeriesEditDialog onAnswer={answer} />
    </Suspense>
  ) : null;
  return { ask, asking: answer !== null, dialog };
}
