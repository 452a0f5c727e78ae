/**
 * Reads of many callers gathered into one statement (issue 32, row 878): the callers that ask while
 * up to `maxInFlight` reads run wait for the next one, which asks for all their keys at once.
 *
 * Why it is safe for reads that must be fresh (the session's user and the data version, read on every
 * request): a caller only ever joins a read that has not been sent yet, so the statement that answers
 * it starts after it asked. It therefore sees every write committed before the caller asked, in any
 * process, exactly as a statement of its own would; no answer is kept after its read returns.
 *
 * Why it pays: under load (32 connections of an office) one statement answers many requests, so the
 * database's per-statement work (a round trip, bind, execute, a snapshot) is paid once for all of them
 * instead of once each; alone, a caller's read is sent as soon as the code that asked yields.
 */

export interface ReadBatchesOptions<K, R> {
  /** One statement for all `keys` (distinct); a key it finds nothing for is left out of the map. */
  read(keys: K[]): Promise<Map<K, R>>;
  /** Reads running at once; callers that ask meanwhile are gathered for the next. */
  maxInFlight: number;
  /** Keys in one statement at most; more callers wait for the next read. */
  maxKeys: number;
}

interface Caller<K, R> {
  key: K;
  resolve(value: R | undefined): void;
  reject(error: unknown): void;
}

export class ReadBatches<K, R> {
  private waiting: Caller<K, R>[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Callers and statements so far, for tests and benches. */
  asked = 0;
  statements = 0;

  constructor(private readonly options: ReadBatchesOptions<K, R>) {}

  /** What the next read finds for `key` (undefined: nothing); that read is sent after this call. */
  get(key: K): Promise<R | undefined> {
    this.asked += 1;
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.schedule();
    });
  }

  // Once the running code yields (a microtask, never a turn of the event loop: a caller alone waits for
  // nothing); callers that ask while maxInFlight reads run gather for the next, which is where the
  // sharing happens under load.
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight >= this.options.maxInFlight || this.waiting.length === 0) return;
    const callers = this.waiting.splice(0, this.options.maxKeys);
    const keys = [...new Set(callers.map((caller) => caller.key))];
    this.inFlight += 1;
    this.statements += 1;
    this.options
      .read(keys)
      .then(
        (found) => callers.forEach((caller) => caller.resolve(found.get(caller.key))),
        (error: unknown) => callers.forEach((caller) => caller.reject(error)),
      )
      .finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    // Room for another read at once: the callers left over (more than maxKeys) need not wait for this one.
    this.schedule();
  }
}
