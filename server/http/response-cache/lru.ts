/**
 * A bounded least-recently-used map of answer bytes (ADR 014, issue 32): at most `maxEntries` entries
 * and `maxBytes` bytes of bodies, whichever is reached first; the oldest-read entries go first. A body
 * larger than the whole byte budget is never kept. `maxEntries` 0 keeps nothing (the cache is off).
 */
export interface LruLimits {
  maxEntries: number;
  maxBytes: number;
}

export interface SizedValue {
  /** What the entry costs against `maxBytes`. */
  readonly byteLength: number;
}

export class BoundedLru<V extends SizedValue> {
  // A Map iterates in insertion order: re-inserting on a read makes the first key the least recent.
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(private readonly limits: LruLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get byteLength(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    if (this.limits.maxEntries <= 0 || value.byteLength > this.limits.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.bytes -= value.byteLength;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
