import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import { errorMessage } from '@/api/error-message';
import { QuietBoundary } from '@/ui/errors/quiet-boundary';
import { NoticeContext, DEFAULT_SUCCESS_MESSAGE, type NoticeApi } from './notice-context';
import type { Notice } from './notice-snackbar';

type NoticeView = ComponentType<{ notice: Notice; onClose: () => void }>;

const LazyNoticeSnackbar = lazy(() => import('./notice-snackbar'));
let shellView: NoticeView | null = null;

/**
 * The shell (every route that fetches data, the driver's link included) brings the notice view in its
 * own code, so a notice never waits for a download: shown while the server is unreachable, a lazily
 * loaded notice failed to load and blanked the page. Only the login pages still load it lazily.
 */
export function provideNoticeView(view: NoticeView): void {
  shellView = view;
}

/** Global notices: one at a time, a newer one replaces the shown one, each hides after 3000 ms. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);

  const api = useMemo<NoticeApi>(() => {
    let nextId = 0;
    const show = (severity: AlertColor, text: string) => setNotice({ id: ++nextId, severity, text });
    return {
      success: (text = DEFAULT_SUCCESS_MESSAGE) => show('success', text),
      error: (errorOrText) =>
        show('error', typeof errorOrText === 'string' ? errorOrText : errorMessage(errorOrText)),
      info: (text) => show('info', text),
    };
  }, []);

  return (
    <NoticeContext value={api}>
      {children}
      {notice ? <NoticeView notice={notice} onClose={() => setNotice(null)} /> : null}
    </NoticeContext>
  );
}

function NoticeView({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  if (shellView) {
    const View = shellView;
    return <View notice={notice} onClose={onClose} />;
  }
  return (
    // A notice that cannot be downloaded is lost, never the page (the key retries with the next notice).
    <QuietBoundary key={notice.id}>
      <Suspense fallback={null}>
        <LazyNoticeSnackbar notice={notice} onClose={onClose} />
      </Suspense>
    </QuietBoundary>
  );
}
