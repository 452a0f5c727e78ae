import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from '@/api/api-error';
import { useNotice } from '@/ui/notice/notice-context';
import { toFormFieldPath } from '@domain/courses/course-form.fields';

/**
 * A failed course save: each 422 violation whose propertyPath names a form field (API Platform's
 * `rides[0].waypoints[1].passengers` included) goes onto that field; the others, and any other
 * error (a 409/412 on a stale course answers its Polish text), go to the global notice.
 * The course paths are dynamic (stop indexes), so fields are matched by their first segment.
 * `prefix` places the server's paths in a larger form ('Edycja relacji' answers `waypoints[1].place`
 * for the form field `rides.0.waypoints.1.place`).
 */
export function useCourseSubmitError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  roots: readonly string[],
  prefix = '',
) {
  const notice = useNotice();
  return useCallback(
    (error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.violations.length === 0) return notice.error(apiError);
      const rest: string[] = [];
      let first = true;
      for (const violation of apiError.violations) {
        const path = toFormFieldPath(violation.propertyPath);
        const root = path.split('.')[0] ?? '';
        if (!roots.includes(root)) {
          rest.push(violation.message);
          continue;
        }
        // react-hook-form paths are checked at compile time; these come from the server at run time.
        setError(
          `${prefix}${path}` as Path<T>,
          { type: 'server', message: violation.message },
          {
            shouldFocus: first,
          },
        );
        first = false;
      }
      const last = rest.at(-1);
      if (last) notice.error(last);
    },
    [notice, setError, roots, prefix],
  );
}
