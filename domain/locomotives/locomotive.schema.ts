/**
 * 'Dodaj lokomotywę' / 'Edytuj lokomotywę' dialog and `POST|PUT api/locomotives` (courses.md §5).
 * A company user (head of company or passenger) adds locomotives of their own company, so the
 * company field is not shown to them and the server takes their company; everyone else must pick one.
 */
import { z } from 'zod';
import { COURSE_IRI_RESOURCES, optionalIri, required, requiredIri } from '../courses/course-form.fields';
import { COURSE_MESSAGES } from '../courses/course-messages';

/** Not in the spec; side numbers are short ('EU07-005'), this only refuses absurd values. */
export const LOCOMOTIVE_NUMBER_MAX_LENGTH = 50;

/**
 * The locomotive schema for a user; `isCompanyUser` as `isCompanyUser(user)` of domain/auth/roles.
 * Example: locomotiveSchema(false).safeParse({ sideNumber: 'EU07-005', company: '' }) fails on
 *   `company` with 'Uzupełnij firmę'; locomotiveSchema(true) accepts it with company null.
 */
export function locomotiveSchema(isCompanyUser: boolean) {
  return z.object(
    {
      sideNumber: required(
        z.string(),
        LOCOMOTIVE_NUMBER_MAX_LENGTH,
        COURSE_MESSAGES.locomotiveNumberRequired,
      ),
      company: isCompanyUser
        ? optionalIri(COURSE_IRI_RESOURCES.company)
        : requiredIri(COURSE_IRI_RESOURCES.company, COURSE_MESSAGES.locomotiveCompanyRequired),
    },
    { error: COURSE_MESSAGES.invalidValue },
  );
}

export type LocomotiveFormInput = z.input<ReturnType<typeof locomotiveSchema>>;
export type LocomotiveFormData = z.output<ReturnType<typeof locomotiveSchema>>;
