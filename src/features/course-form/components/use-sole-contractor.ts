import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import type { TaxiCourseFormInput } from '@domain/courses/course-form.schema';
import type { NamedOption } from '@/ui/form/options-select';

/**
 * On a new course, picks the contractor when the user may choose exactly one (a railway company with
 * one transport company): a course saved without 'Wykonawca' is offered to no transport company, and
 * nobody would notice. Once only, so a user who clears the field keeps it clear. The pick becomes the
 * field's starting value, not an input: an untouched new form is left without 'Opuścić formularz?'
 * (docs/spec-decisions.md row 701).
 */
export function useSoleContractor(
  enabled: boolean,
  contractor: string | null | undefined,
  choices: readonly NamedOption[] | undefined,
) {
  const { resetField } = useFormContext<TaxiCourseFormInput>();
  const done = useRef(false);
  const [sole] = choices?.length === 1 ? choices : [];
  useEffect(() => {
    if (!enabled || done.current || !sole) return;
    done.current = true;
    if (!contractor) resetField('contractor', { defaultValue: sole['@id'] });
  }, [enabled, sole, contractor, resetField]);
}
