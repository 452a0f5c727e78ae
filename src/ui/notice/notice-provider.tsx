import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import { errorMessage } from '@/api/error-message';
import { NoticeContext, DEFAULT_SUCCESS_MESSAGE, type NoticeApi } from './notice-context';
import type { Notice } from './notice-snackbar';

const NoticeSnackbar = lazy(() => import('./notice-snackbar'));

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
      {notice ? (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
        </Suspense>
      ) : null}
    </NoticeContext>
  );
}
