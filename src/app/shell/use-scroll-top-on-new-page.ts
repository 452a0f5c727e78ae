import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top: the window keeps its scroll across client-side navigations, so the
 * list reached by saving a long form opened scrolled down past its header. Only the path counts: a
 * drawer opened through the query string (`/course?course=7`) keeps the list where it is, and going
 * back (POP) leaves the position alone.
 */
export function useScrollTopOnNewPage(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new path scrolls; the navigation type is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
