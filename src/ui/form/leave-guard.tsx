import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ActionDialog } from '@/ui/dialogs/action-dialog';

export const LEAVE_GUARD_TEXT = {
  title: 'Opuścić formularz?',
  body: 'Wpisane dane nie zostały zapisane. Jeśli wyjdziesz, przepadną.',
  stay: 'Zostań',
  leave: 'Wyjdź bez zapisywania',
} as const;

export interface LeaveGuard {
  /**
   * Runs a save: the page it leads to (the list, the new invoice) is reached without the question.
   * A save that fails guards the form again.
   */
  saving: <T>(save: () => Promise<T>) => Promise<T>;
  /** The question; the form renders it. */
  dialog: ReactNode;
}

/**
 * Asks before a form with unsaved input is left (issue 31, spec-decisions row 643): the browser's Back,
 * a menu link or 'anuluj' get 'Opuścić formularz?', a reload or a closed tab the browser's own question
 * (`beforeunload`). Another search of the same page (`?company=`) is no leave.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const saving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (saving.current) return;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return {
    saving: async (save) => {
      saving.current = true;
      try {
        return await save();
      } finally {
        saving.current = false;
      }
    },
    dialog:
      blocker.state === 'blocked' ? (
        // 'Zostań' is the emphasised, focused answer: Enter or Escape keep the typed input.
        <ActionDialog
          title={LEAVE_GUARD_TEXT.title}
          text={LEAVE_GUARD_TEXT.body}
          emphasis="cancel"
          cancelLabel={LEAVE_GUARD_TEXT.stay}
          confirmLabel={LEAVE_GUARD_TEXT.leave}
          confirmColor="error"
          onClose={() => blocker.reset()}
          onConfirm={() => blocker.proceed()}
        />
      ) : null,
  };
}
