/**
 * Listens to one type of the tab's live events (src/api/live-events.ts) while the component is mounted:
 * the audience events of issue 17 ('employee_request', 'passenger_change'), whose `data` is
 * `{ type, id, ...what the writer added }` (server/events/audience-events.ts). `onHistoryLost` is called
 * when events may have been missed (the stream could not replay): refetch what was built from them.
 *
 * Example: useLiveEvent('passenger_change', () => queryClient.invalidateQueries({ queryKey: keys.all }));
 */
import { useEffect, useEffectEvent } from 'react';
import { liveEvents, type LiveEventSource } from './live-events';

export interface LiveEventData {
  type: string;
  id: number;
  [field: string]: unknown;
}

function liveEventData(type: string, data: unknown): LiveEventData | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  return typeof record.id === 'number' ? { ...record, type, id: record.id } : null;
}

export function useLiveEvent(
  type: string,
  onEvent: (data: LiveEventData) => void,
  options: { onHistoryLost?: () => void; source?: LiveEventSource; enabled?: boolean } = {},
): void {
  // The latest callbacks, without resubscribing (and reopening nothing) when they change identity.
  const handleEvent = useEffectEvent((data: LiveEventData) => onEvent(data));
  const handleHistoryLost = useEffectEvent(() => options.onHistoryLost?.());
  const source = options.source ?? liveEvents;
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return undefined;
    return source.subscribe({
      onEvent(event) {
        if (event.type !== type) return;
        const data = liveEventData(type, event.data);
        if (data) handleEvent(data);
      },
      onHistoryLost: () => handleHistoryLost(),
    });
  }, [source, type, enabled]);
}
