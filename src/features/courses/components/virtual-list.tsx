import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';

/** Space between cards and what a card (with its gap) is assumed to take before it was measured. */
const GAP = 12;
const ESTIMATED_HEIGHT = 330;
/** Cards rendered beyond the visible ones: none, so three columns stay within the DOM budget (800 nodes). */
const OVERSCAN = 0;

interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  footer?: ReactNode;
  /** True while the next page loads (aria-busy of the feed). */
  busy?: boolean;
}

/**
 * A scrolling list that renders only the cards near the viewport (@tanstack/react-virtual, measuring
 * each card as it renders): cards out of range become two spacers, so the DOM stays small for any
 * length and the footer (load more) follows the last card.
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
  // The build has no React Compiler; the rule warns that useVirtualizer's fresh functions cannot be
  // memoized by it, which is what this component wants: it re-renders on every scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => container.current,
    estimateSize: () => ESTIMATED_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    // A card not laid out yet (or without layout, as in tests) keeps its estimate, not 0.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ESTIMATED_HEIGHT,
    // A list not laid out yet (or without layout, as in tests) is as tall as the window.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) =>
        onRect(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
      ),
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0));

  return (
    // The scroller holds the feed and, after it, the footer: a feed may own only articles (ARIA), so
    // 'Wczytaj więcej' cannot be inside it. The feed is focusable: arrow keys then scroll the list.
    <Box ref={container} sx={{ overflowY: 'auto', height: '100%', minHeight: 0, px: 0.5 }}>
      <Box
        // A feed is the ARIA pattern for a scrolling list of articles that loads more as it goes;
        // unlike a second region it does not repeat the column's landmark name.
        role="feed"
        aria-label={label}
        aria-busy={busy}
        tabIndex={0}
        sx={{ outlineOffset: -2 }}
      >
        <div style={{ height: before }} aria-hidden="true" />
        {rows.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <Box
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              sx={{ pb: `${GAP}px` }}
            >
              {renderItem(item)}
            </Box>
          );
        })}
        <div style={{ height: after }} aria-hidden="true" />
      </Box>
      {footer}
    </Box>
  );
}
