import { useState, type ReactNode } from 'react';
import { toApiError } from '@/api/api-error';
import { useNotice } from '@/ui/notice/notice-context';
import { isStaleWrite } from '@domain/contract/stale-write';
import { StaleSaveDialog, STALE_SAVE_TEXTS } from './stale-save-dialog';
import { threeWayMerge, type FieldPath, type MergeResult } from './three-way-merge';

/** A version of an edited resource: the form's values and the ETag (or version) they were read at. */
export interface Versioned<T> {
  values: T;
  etag: string | null;
}

export interface StaleSaveOptions<T> {
  /** What the form was loaded with. */
  loaded: Versioned<T>;
  /** Reads the newer version after a stale save. */
  reload: () => Promise<Versioned<T>>;
  /** A field's name as the form shows it. */
  describe: (path: FieldPath) => string;
  /** A value as the user reads it (a name for an IRI...); defaults to `formatValue`. */
  format?: (path: FieldPath, value: unknown) => string;
}

export interface StaleSave<T> {
  /** The form's values and the ETag to save against: the loaded ones until a stale save is resolved. */
  values: T;
  etag: string | null;
  /** Changes when the values are replaced: the form's `key`, so it starts again from `values`. */
  revision: number;
  /** In the save's catch: true (and the dialog opens) when the save was refused as stale. */
  refused: (error: unknown, typed: T) => Promise<boolean>;
  /** The form's own save went through at `etag`: the next save is made against it. */
  saved: (etag: string | null) => void;
  dialog: ReactNode;
}

/** '(puste)' for an empty value, lists joined with commas, yes/no in Polish. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(puste)';
  if (Array.isArray(value)) return value.length === 0 ? '(puste)' : value.map(formatValue).join(', ');
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

/**
 * The one answer to a stale save (docs/spec-decisions.md rows 290-293): the newer version is read and
 * merged under the user's typed values (three-way-merge.ts); a dialog shows what differs and lets the
 * user keep their changes on top of the newer version, or take the newer version as it is. Either way
 * the form starts again from the chosen values with the newer ETag, so the next save is current.
 */
export function useStaleSave<T>({ loaded, reload, describe, format }: StaleSaveOptions<T>): StaleSave<T> {
  const notice = useNotice();
  const [current, setCurrent] = useState({ ...loaded, revision: 0 });
  const [pending, setPending] = useState<(MergeResult<T> & { newer: Versioned<T> }) | null>(null);
  const refused = async (error: unknown, typed: T) => {
    const apiError = toApiError(error);
    if (!isStaleWrite(apiError.status, apiError.description)) return false;
    const newer = await reload();
    setPending({ ...threeWayMerge(current.values, typed, newer.values), newer });
    return true;
  };
  const choose = (values: T, etag: string | null) =>
    setCurrent((previous) => ({ values, etag, revision: previous.revision + 1 }));
  const dialog = pending && (
    <StaleSaveDialog
      conflicts={pending.conflicts}
      taken={pending.taken}
      describe={describe}
      format={format ?? ((_, value) => formatValue(value))}
      onKeepMine={() => {
        choose(pending.merged, pending.newer.etag);
        setPending(null);
        notice.info(STALE_SAVE_TEXTS.kept);
      }}
      onLoadNewer={() => {
        choose(pending.newer.values, pending.newer.etag);
        setPending(null);
      }}
    />
  );
  const saved = (etag: string | null) => setCurrent((previous) => ({ ...previous, etag }));
  return { values: current.values, etag: current.etag, revision: current.revision, refused, saved, dialog };
}
