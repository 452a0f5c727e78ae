import { useState } from 'react';
import type { z } from 'zod';
import { readStoredJson, writeStored } from '@/lib/stored-value';

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
