import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from './api-error';

/**
 * Puts each violation whose `propertyPath` names a form field on that field (react-hook-form
 * `setError`) and returns the messages of the others, for the global notice.
 * Example: a 422 on `currentPassword` marks that field and returns [].
 */
export function violationsToFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): string[] {
  const rest: string[] = [];
  for (const violation of toApiError(error).violations) {
    const field = knownFields.find((name) => name === violation.propertyPath);
    if (field) setError(field, { type: 'server', message: violation.message }, { shouldFocus: true });
    else rest.push(violation.message);
  }
  return rest;
}
