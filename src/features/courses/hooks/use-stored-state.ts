import { useState } from 'react';
import type { z } from 'zod';
import { readStored, writeStored } from '@/lib/stored-value';

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

/** State kept in localStorage under `key` (re-read when the key changes, e.g. another path). */
export function useStoredState<S extends z.ZodType>(key: string, schema: S, fallback: () => z.output<S>) {
  const [state, setState] = useState(() => ({ key, value: readStoredJson(key, schema, fallback()) }));
  const current = state.key === key ? state.value : readStoredJson(key, schema, fallback());
  if (state.key !== key) setState({ key, value: current });

  const update = (value: z.output<S>) => {
    writeStored(key, JSON.stringify(value));
    setState({ key, value });
  };
  return [current, update] as const;
}
