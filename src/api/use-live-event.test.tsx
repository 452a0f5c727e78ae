import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEventHandlers, LiveEventSource } from './live-events';
import { useLiveEvent } from './use-live-event';

function fakeSource() {
  const subscribers = new Set<LiveEventHandlers>();
  const source: LiveEventSource = {
    subscribe(handlers) {
      subscribers.add(handlers);
      return () => subscribers.delete(handlers);
    },
  };
  const emit = (type: string, data: unknown) => {
    for (const handlers of subscribers) handlers.onEvent?.({ id: '7', type, data });
  };
  const lose = () => {
    for (const handlers of subscribers) handlers.onHistoryLost?.();
  };
  return { source, emit, lose, subscribers };
}

describe('useLiveEvent', () => {
  it('hands over the events of its type with an entity id, and history losses', () => {
    const { source, emit, lose } = fakeSource();
    const onEvent = vi.fn();
    const onHistoryLost = vi.fn();
    renderHook(() => useLiveEvent('passenger_change', onEvent, { source, onHistoryLost }));
    emit('course_update', { courseId: 1 });
    emit('passenger_change', 'not json');
    emit('passenger_change', { id: 'x' });
    emit('passenger_change', { id: 5, change: 'added' });
    lose();
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ id: 5, change: 'added', type: 'passenger_change' });
    expect(onHistoryLost).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes on unmount and stays off while disabled', () => {
    const { source, subscribers } = fakeSource();
    const { unmount } = renderHook(() => useLiveEvent('employee_request', vi.fn(), { source }));
    expect(subscribers.size).toBe(1);
    unmount();
    expect(subscribers.size).toBe(0);
    renderHook(() => useLiveEvent('employee_request', vi.fn(), { source, enabled: false }));
    expect(subscribers.size).toBe(0);
  });
});
