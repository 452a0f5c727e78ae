import { useCallback, useState } from 'react';

/**
 * The width of the map's box in CSS pixels, followed as it resizes, so the drawing is exactly as wide
 * as the box: nothing is sliced off, and a scale bar or a caption in a corner stays on screen. Until
 * the box is measured (and in jsdom, which measures nothing) `fallback` is drawn and sliced to fit.
 */
export function useDrawingWidth(fallback: number) {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: Element | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      setWidth(measured > 0 ? measured : null);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // React 19 runs a ref callback's cleanup when the element goes.
    return () => observer.disconnect();
  }, []);
  return [ref, width ?? fallback] as const;
}
