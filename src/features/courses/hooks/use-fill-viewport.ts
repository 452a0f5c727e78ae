import { useCallback, useState } from 'react';

/** Room kept under the list: the page's bottom padding. */
const BOTTOM = 16;

/**
 * A box that ends at the bottom of the screen, whatever stands above it (the search, filter chips
 * that wrap, an impersonation bar): its height is the window's minus its top. The list inside then
 * scrolls on its own, and the page does not scroll under the floating create button. Measured again
 * when the window or the page above it changes size.
 */
export function useFillViewport(): [(element: HTMLElement | null) => (() => void) | undefined, string] {
  const [top, setTop] = useState<number | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    // Not in every engine (jsdom): the window's resize still applies.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (element.parentElement) resize?.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      resize?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return [ref, top === null ? 'calc(100dvh - 200px)' : `calc(100dvh - ${top + BOTTOM}px)`];
}
