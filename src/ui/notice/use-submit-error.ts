import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from '@/api/api-error';
import { violationsToFieldErrors } from '@/api/violations';
import { useNotice } from './notice-context';

/**
 * Handles a failed form submit: violations go onto their fields, the rest (or a non-422 error)
 * to the global notice.
 */
export function useSubmitError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const notice = useNotice();
  return useCallback(
    (error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.violations.length === 0) {
        notice.error(apiError);
        return;
      }
      const rest = violationsToFieldErrors(apiError, setError, fields);
      const last = rest.at(-1);
      if (last) notice.error(last);
    },
    [notice, setError, fields],
  );
}
