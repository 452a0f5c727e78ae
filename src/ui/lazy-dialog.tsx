/**
 * A dialog or drawer whose code loads when it is first opened, behind a boundary of its own: when its
 * chunk cannot be fetched (the server is down, the phone offline) the user gets a small window that says
 * so, with 'Spróbuj ponownie' and 'Zamknij', and the page under it keeps working. Without the boundary
 * the failed import reached the route's error element and the whole page became the error page
 * (ADR 013, spec-decisions row 383).
 */
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { lazyRoute } from '@/lib/lazy-route';
import { LoadBoundary } from './load-boundary';

export const LAZY_DIALOG_FAILED = {
  message: 'Nie udało się wczytać okna. Sprawdź połączenie i spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
  close: 'Zamknij',
} as const;

/** What every lazily loaded window takes: a way to close it and, for drawers, whether it is shown. */
interface WindowProps {
  onClose: () => void;
  open?: boolean;
}

function LoadFailed({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  const messageId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={messageId}>
      <DialogContent>
        <Alert id={messageId} severity="error">
          {LAZY_DIALOG_FAILED.message}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{LAZY_DIALOG_FAILED.close}</Button>
        <Button variant="contained" onClick={onRetry}>
          {LAZY_DIALOG_FAILED.retry}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * `load` resolves to the window's component. React's `lazy` keeps a failed import for good, so
 * 'Spróbuj ponownie' makes a new one and remounts the boundary: the chunk is imported again (twice more
 * after a short wait), and if the browser still refuses while the server answers, the page is loaded
 * again once (`lazyRoute`, as for a page's code); with the server still down the message stays.
 */
export function lazyDialog<P extends WindowProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded = lazy(async () => ({ default: await load() }));
  // Chromium keeps a failed module fetch in its module map, so importing the same chunk again fails
  // even with the server back: the retry goes through `lazyRoute`, which then reloads the page once.
  const reload = lazyRoute(load);
  function LazyDialog(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = lazy(async () => ({ default: await reload() }));
      setAttempt((count) => count + 1);
    };
    // A drawer kept mounted while closed says nothing until it is opened.
    const fallback = props.open === false ? null : <LoadFailed onClose={props.onClose} onRetry={retry} />;
    return (
      <LoadBoundary key={attempt} fallback={fallback}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyDialog;
}
