/**
 * Builds in flight, one per key (single-flight, ADR 014 session 42): while one request builds an
 * answer, the others that missed with the same key await its outcome instead of building it again. The
 * caller puts the data version in the key, so a request that read a later version never receives a
 * build that started from an older one. A flight ends with its answer or its error, delivered to every
 * waiter, and is forgotten then: an error is never kept, the next request builds afresh.
 */
export interface Flight<V> {
  /** Settles the flight for its waiters; only the first call counts. */
  resolve(value: V): void;
  reject(error: unknown): void;
}

export class Flights<V> {
  private readonly running = new Map<string, Promise<V>>();

  get size(): number {
    return this.running.size;
  }

  /** The outcome of the build running under `key`, if one runs. */
  awaiting(key: string): Promise<V> | undefined {
    return this.running.get(key);
  }

  /**
   * Starts the flight of `key`: call it synchronously after `awaiting(key)` found none, so that no
   * other request can start a second one in between.
   */
  start(key: string): Flight<V> {
    let settle!: (outcome: { value: V } | { error: unknown }) => void;
    const outcome = new Promise<V>((resolve, reject) => {
      settle = (result) => ('value' in result ? resolve(result.value) : reject(result.error));
    });
    // A flight nobody awaited must not report an unhandled rejection: its builder has the error too.
    outcome.catch(() => undefined);
    this.running.set(key, outcome);
    let settled = false;
    const end = (result: { value: V } | { error: unknown }) => {
      if (settled) return;
      settled = true;
      if (this.running.get(key) === outcome) this.running.delete(key);
      settle(result);
    };
    return { resolve: (value) => end({ value }), reject: (error) => end({ error }) };
  }
}
