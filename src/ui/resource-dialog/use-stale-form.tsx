import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useStaleSave } from '@/ui/form/stale-save/use-stale-save';
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
  dialog: ReactNode;
}

/**
 * The stale-save answer (rows 290-293, `useStaleSave`) for a form that edits a versioned resource read by
 * `query`: on a stale save the resource is read again (the cache updated, so the dialog's resource and
 * the version it sends are the newer ones), turned into form values by `toValues` (the same function
 * that gave the form its defaults) and merged under what the user typed; the form then starts again
 * from the values the user chose. Fields are named by the form's own labels.
 * The dialog must read the resource it saves (and its version) from that same query, as the edit
 * dialogs' loaders do: a copy kept elsewhere would send the stale version again.
 */
export function useStaleForm<T, R, K extends QueryKey>(
  form: ResettableForm<T>,
  query: FetchQueryOptions<R, Error, R, K>,
  toValues: (resource: R) => T,
): StaleForm {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const stale = useStaleSave<T>({
    loaded: { values: form.getValues(), etag: null },
    reload: async () => ({
      values: toValues(await queryClient.fetchQuery({ ...query, staleTime: 0 })),
      etag: null,
    }),
    describe: (path) => fieldLabel(formRef.current, path),
  });
  const { reset } = form;
  const { values, revision } = stale;
  useEffect(() => {
    if (revision > 0) reset(values);
  }, [reset, values, revision]);
  return {
    formRef,
    refused: (error) => stale.refused(error, form.getValues()),
    dialog: stale.dialog,
  };
}
