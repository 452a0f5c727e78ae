import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@/api/api-error';
import { useNotice } from '@/ui/notice/notice-context';
import { answerFailedSave, type StaleForm } from '@/ui/form/stale-save/use-stale-form';
import { createQueryKeys } from '@/api/query-keys';

/** administration.md §8: the fallbacks of the administration calls, by what was attempted. */
export const MUTATION_FALLBACK = {
  create: 'Wystąpił błąd dodawania',
  edit: 'Wystąpił błąd edycji',
  delete: 'Wystąpił błąd usuwania',
} as const;
export const DELETED = 'Pomyślnie usunięto rekord';
export const DELETE_FAILED_TITLE = 'Błąd usuwania';

export type MutationKind = keyof typeof MUTATION_FALLBACK;

/**
 * The notice text of a failed administration call: the server's own Polish words when it gave some
 * below 500 (the last violation, else the description), otherwise the fallback of §8.
 * Example: mutationErrorText('create', new ApiError(500, {})) === 'Wystąpił błąd dodawania'
 */
export function mutationErrorText(kind: MutationKind, error: unknown): string {
  const apiError = toApiError(error);
  const own =
    apiError.status > 0 && apiError.status < 500
      ? (apiError.violations.at(-1)?.message ?? apiError.description)
      : undefined;
  const text = own ?? MUTATION_FALLBACK[kind];
  return kind === 'delete' ? `${DELETE_FAILED_TITLE}: ${text}` : text;
}

interface ResourceMutationOptions<TInput, TResult> {
  kind: MutationKind;
  /** Query-key root(s) refreshed after success. */
  resource: string | readonly string[];
  mutationFn: (input: TInput) => Promise<TResult>;
  /** Success notice; default 'Dane zapisano prawidłowo', for deletes 'Pomyślnie usunięto rekord'. */
  successText?: string | ((result: TResult) => string);
  onSuccess?: (result: TResult) => void;
  /**
   * Handles the failure instead of the notice (a form puts violations on its fields); return true when
   * handled, false to fall back to the notice.
   */
  onError?: (error: unknown) => boolean;
  /**
   * The form of an edit of a versioned resource (`useStaleForm`): a save refused as stale opens the
   * stale-save dialog instead of any other answer (rows 290-293).
   */
  stale?: StaleForm;
}

/** A create, edit or delete of an administration page with the §8 notices and a refreshed list. */
export function useResourceMutation<TInput, TResult>({
  kind,
  resource,
  mutationFn,
  successText,
  onSuccess,
  onError,
  stale,
}: ResourceMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  const notice = useNotice();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      const roots = typeof resource === 'string' ? [resource] : resource;
      await Promise.all(
        roots.map((root) => queryClient.invalidateQueries({ queryKey: createQueryKeys(root).all })),
      );
      const text = typeof successText === 'function' ? successText(result) : successText;
      notice.success(text ?? (kind === 'delete' ? DELETED : undefined));
      stale?.saved(result);
      onSuccess?.(result);
    },
    onError: (error) => {
      const answer = () => {
        if (onError?.(error)) return;
        notice.error(mutationErrorText(kind, error));
      };
      if (stale) answerFailedSave(stale, error, answer);
      else answer();
    },
  });
}
