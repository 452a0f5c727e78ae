import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Space between cards and what a card (with its gap) is assumed to take before it was measured. */
const GAP = 12;
const ESTIMATED_HEIGHT = 330;
/** Cards kept rendered above and below the visible part, in pixels. */
const OVERSCAN = 120;

interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  footer?: ReactNode;
  /** True while the next page loads (aria-busy of the feed). */
  busy?: boolean;
}

interface Range {
  start: number;
  end: number;
  before: number;
  after: number;
}

function visibleRange(heights: readonly number[], scrollTop: number, viewport: number): Range {
  let top = 0;
  let start = -1;
  let end = heights.length;
  let before = 0;
  let after = 0;
  heights.forEach((height, index) => {
    const bottom = top + height;
    if (start === -1 && bottom >= scrollTop - OVERSCAN) {
      start = index;
      before = top;
    }
    if (start !== -1 && end === heights.length && top > scrollTop + viewport + OVERSCAN) end = index;
    if (end !== heights.length) after += height;
    top = bottom;
  });
  return { start: start === -1 ? heights.length : start, end, before, after };
}

/**
 * A scrolling list that renders only the cards near the viewport: cards out of range become two spacers
 * whose heights come from the measured (or estimated) card heights, so the DOM stays small for any length.
 */
export function VirtualList<T>({
  items,
  itemKey,
  renderItem,
  label,
  footer,
  busy = false,
}: VirtualListProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const [scroll, setScroll] = useState({ top: 0, viewport: window.innerHeight });
  const [measured, setMeasured] = useState<Readonly<Record<string, number>>>({});

  useEffect(() => () => observer.current?.disconnect(), []);

  const resizeObserver = (): ResizeObserver | null => {
    if (observer.current || typeof ResizeObserver === 'undefined') return observer.current;
    observer.current = new ResizeObserver((entries) => {
      const updates: Record<string, number> = {};
      for (const entry of entries) {
        const key = entry.target instanceof HTMLElement ? entry.target.dataset.key : undefined;
        const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
        if (key && height > 0) updates[key] = height;
      }
      setMeasured((previous) =>
        Object.entries(updates).some(([key, height]) => previous[key] !== height)
          ? { ...previous, ...updates }
          : previous,
      );
    });
    return observer.current;
  };

  const heights = items.map((item) => measured[itemKey(item)] ?? ESTIMATED_HEIGHT);
  const range = visibleRange(heights, scroll.top, scroll.viewport);

  const onScroll = () => {
    const element = container.current;
    if (!element) return;
    setScroll({ top: element.scrollTop, viewport: element.clientHeight || window.innerHeight });
  };

  const observe = (element: HTMLDivElement | null) => {
    const resize = resizeObserver();
    if (!element || !resize) return;
    resize.observe(element);
    return () => resize.unobserve(element);
  };

  return (
    <Box
      ref={container}
      // A feed is the ARIA pattern for a scrolling list of articles that loads more as it goes;
      // unlike a second region it does not repeat the column's landmark name.
      role="feed"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
      onScroll={onScroll}
      sx={{ overflowY: 'auto', height: '100%', minHeight: 0, px: 0.5, outlineOffset: -2 }}
    >
      <div style={{ height: range.before }} aria-hidden="true" />
      {items.slice(range.start, range.end).map((item) => {
        const key = itemKey(item);
        return (
          <Box key={key} ref={observe} data-key={key} sx={{ pb: `${GAP}px` }}>
            {renderItem(item)}
          </Box>
        );
      })}
      <div style={{ height: range.after }} aria-hidden="true" />
      {footer}
    </Box>
  );
}
