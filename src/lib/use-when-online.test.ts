import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWhenOnline } from './use-when-online';

describe('useWhenOnline', () => {
  it("calls back on the browser's 'online' while enabled, and not after", () => {
    const onOnline = vi.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => useWhenOnline(onOnline, enabled), {
      initialProps: { enabled: true },
    });
    window.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
    rerender({ enabled: false });
    window.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
    rerender({ enabled: true });
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
  });
});

describe('useWhenOnline with polling', () => {
  it('also calls back every pollMs while enabled', () => {
    vi.useFakeTimers();
    try {
      const onRetry = vi.fn();
      const { rerender } = renderHook(({ enabled }) => useWhenOnline(onRetry, enabled, 5000), {
        initialProps: { enabled: true },
      });
      vi.advanceTimersByTime(10_000);
      expect(onRetry).toHaveBeenCalledTimes(2);
      rerender({ enabled: false });
      vi.advanceTimersByTime(10_000);
      expect(onRetry).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
