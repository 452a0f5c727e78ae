/**
 * What the server last answered, kept in this browser so that a page reloaded without a connection
 * still shows it (the signed-in user, the requests and their chats; issue 31). Every key starts with
 * one prefix so that signing out forgets all of it at once: the next person on this phone sees none.
 */
import type { z } from 'zod';
import { readStoredJson, writeStored } from './stored-value';

const PREFIX = 'kept:';

export const readKept = <S extends z.ZodType>(key: string, schema: S): z.output<S> | undefined =>
  readStoredJson(PREFIX + key, schema.optional(), undefined);

/** Keeps `value` (null forgets it); a full or disabled storage simply keeps nothing. */
export function keep(key: string, value: unknown): void {
  writeStored(PREFIX + key, value === null ? null : JSON.stringify(value));
}

/** Forgets everything kept: called when the user signs out. */
export function forgetAllKept(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
