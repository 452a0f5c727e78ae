import type { z } from 'zod';

/** localStorage read/write that never throws (private mode, quota, disabled storage). */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value simply is not remembered.
  }
}

/** Reads a JSON value from localStorage, validated by `schema`; anything unreadable gives `fallback`. */
export function readStoredJson<S extends z.ZodType>(
  key: string,
  schema: S,
  fallback: z.output<S>,
): z.output<S> {
  const raw = readStored(key);
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
