import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useStaleSave, type StaleSaveOptions } from './use-stale-save';
import { fieldLabel } from './field-label';

/** What the stale answer needs of a react-hook-form form (`useForm`'s return satisfies it). */
export interface ResettableForm<T> {
  getValues: () => T;
  reset: (values: T) => void;
}

/** Handed to `useResourceMutation` (which asks it first on a failed save) and to `ResourceDialog`. */
export interface StaleForm {
  /** The `<form>` whose labels name the fields in the dialog. */
  formRef: RefObject<HTMLFormElement | null>;
  /** True (and the dialog opens) when the save was refused as stale. */
  refused: (error: unknown) => Promise<boolean>;
  /**
   * A save went through: the form now stands on the version the server answered (a body with a numeric
   * `version`), so a form that stays open saves against it instead of being refused by its own write.
   */
  saved: (result: unknown) => void;
  dialog: ReactNode;
}

/**
 * A failed save of a form with a stale answer: the stale-save dialog when the save was refused as
 * stale, else `otherwise` (also when the newer version cannot be read).
 */
export function answerFailedSave(stale: StaleForm, error: unknown, otherwise: () => void): void {
  void stale.refused(error).then((handled) => handled || otherwise(), otherwise);
}

/** A resource that carries its version (ADR 003: the body `version` of a PUT). */
export interface HasVersion {
  version: number;
}

export interface StaleResourceForm extends StaleForm {
  /**
   * The resource at the version the form's values stand on: the loaded one, the newer one once the user
   * chose after a stale save. A refetch of the resource while the form is open (focus, another write)
   * does not move it, so such a save is refused as stale instead of silently overwriting.
   */
  pin: <V extends HasVersion>(resource: V) => V;
}

/**
 * The stale-save answer (rows 290-293, `useStaleSave`) for a form that edits a versioned resource read by
 * `query`: on a stale save the resource is read again (the cache updated, so the dialog's resource and
 * the version it sends are the newer ones), turned into form values by `toValues` (the same function
 * that gave the form its defaults) and merged under what the user typed; the form then starts again
 * from the values the user chose. Fields are named by the form's own labels.
 * The dialog saves `pin(resource)`: the version its values were read at. `format` shows a value the
 * user would not read as it is kept (a place's IRI by the place's name).
 */
export function useStaleForm<T, R extends HasVersion, K extends QueryKey>(
  form: ResettableForm<T>,
  query: FetchQueryOptions<R, Error, R, K>,
  toValues: (resource: R) => T,
  loaded: R | undefined,
  format?: StaleSaveOptions<T>['format'],
): StaleResourceForm {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const stale = useStaleSave<T>({
    loaded: { values: form.getValues(), etag: loaded ? String(loaded.version) : null },
    reload: async () => {
      const newer = await queryClient.fetchQuery({ ...query, staleTime: 0 });
      return { values: toValues(newer), etag: String(newer.version) };
    },
    describe: (path) => fieldLabel(formRef.current, path),
    format,
  });
  const { reset } = form;
  const { values, revision, etag } = stale;
  useEffect(() => {
    if (revision > 0) reset(values);
  }, [reset, values, revision]);
  return {
    formRef,
    refused: (error) => stale.refused(error, form.getValues()),
    saved: (result) => {
      const version = (result as { version?: unknown } | null)?.version;
      if (typeof version === 'number') stale.saved(String(version));
    },
    dialog: stale.dialog,
    pin: (resource) => (etag === null ? resource : { ...resource, version: Number(etag) }),
  };
}
