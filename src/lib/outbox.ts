/**
 * A browser outbox (ADR 020): items are in localStorage before anything is sent; one flush at a time
 * sends them in order; an item that finds no server stays first and the flush is retried with backoff
 * (and on `flush()`: the next item, a successful request, the browser's `online` event). The driver's
 * marks and the employee-request messages both go through it.
 */
export interface Queued {
  id: string;
}

export interface OutboxStore<Input, Entry extends Queued> {
  /** The queued entries, oldest first, as stored now (another tab may have changed them). */
  list: () => Entry[];
  /** Queues an input; answers the queue. */
  add: (input: Input) => Entry[];
  remove: (id: string) => void;
}

export interface OutboxState<Entry extends Queued> {
  queue: readonly Entry[];
  /** The id of the item on its way to the server. */
  sending: string | null;
  /** The last attempt found no server; the queue waits for the next retry. */
  unreachable: boolean;
}

export interface OutboxEvents<Entry extends Queued, Answer> {
  /** The server's answer to an item. */
  answer: (answer: Answer, entry: Entry) => void;
  /** The server refused an item (4xx); it has left the queue. */
  refused: (error: unknown, entry: Entry) => void;
  /** An item just added found no server; it waits in the browser. */
  queued: () => void;
}

export interface Outbox<Input, Entry extends Queued, Answer> {
  getState: () => OutboxState<Entry>;
  subscribe: (listener: () => void) => () => void;
  add: (input: Input) => void;
  flush: () => Promise<void>;
  start: (events: OutboxEvents<Entry, Answer>) => () => void;
}

export interface OutboxOptions<Input, Entry extends Queued, Answer> {
  store: OutboxStore<Input, Entry>;
  send: (entry: Entry) => Promise<Answer>;
  /** Whether sending again may succeed (no answer, 5xx); a refusal leaves the queue. */
  isRetryable: (error: unknown) => boolean;
  /** Waits between retries while the server cannot be reached; the last one repeats. */
  delays: readonly number[];
}

export function createOutbox<Input, Entry extends Queued, Answer>(
  options: OutboxOptions<Input, Entry, Answer>,
): Outbox<Input, Entry, Answer> {
  const { store, send, isRetryable, delays } = options;
  let state: OutboxState<Entry> = { queue: store.list(), sending: null, unreachable: false };
  const listeners = new Set<() => void>();
  let events: OutboxEvents<Entry, Answer> | null = null;
  let running = false;
  let failures = 0;
  let userWaiting = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (patch: Partial<OutboxState<Entry>>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!events) return;
    const delay = delays[Math.min(failures, delays.length) - 1] ?? 0;
    timer = setTimeout(() => void flush(), delay);
  };

  async function flush(): Promise<void> {
    if (running) return;
    if (store.list().length === 0) {
      if (state.queue.length > 0 || state.unreachable) set({ queue: [], unreachable: false });
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      for (let next = store.list()[0]; next; next = store.list()[0]) {
        set({ queue: store.list(), sending: next.id });
        let answer: { value: Answer } | undefined;
        try {
          answer = { value: await send(next) };
        } catch (error) {
          if (isRetryable(error)) {
            failures += 1;
            set({ unreachable: true });
            if (userWaiting) events?.queued();
            schedule();
            return;
          }
          events?.refused(error, next);
        }
        failures = 0;
        store.remove(next.id);
        set({ queue: store.list(), unreachable: false });
        if (answer) events?.answer(answer.value, next);
      }
    } finally {
      running = false;
      userWaiting = false;
      set({ queue: store.list(), sending: null });
    }
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (input) => {
      set({ queue: store.add(input) });
      userWaiting = true;
      void flush();
    },
    flush,
    start: (handlers) => {
      events = handlers;
      void flush();
      return () => {
        events = null;
        clearTimeout(timer);
      };
    },
  };
}
