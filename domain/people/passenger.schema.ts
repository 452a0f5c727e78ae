/**
 * The passenger dialog and its API bodies (administration.md §2.7, §5, §7): the person block
 * (user-block.schema.ts) plus the employer (non-company users, required: 'Pole wymagane') or the
 * employee group (company users, optional), and on edit the home place.
 */
import { z } from 'zod';
import { REQUIRED_IN_DIALOG } from '../validation/messages';
import { userBlockSchema } from './user-block.schema';
import { employerChoice, type EmployerChoice } from './passenger-permissions';
import type { HasRoles } from '../auth/roles';

/** Longer than any IRI of ours; refused before anything reads it. */
const IRI_MAX = 200;
const reference = z.string().max(IRI_MAX).nullish();

/**
 * The employer is required of everyone but company users, whose passengers get their own company.
 * Example: employerMissing('railway-companies', '') === true; employerMissing('own-company', null) === false
 */
export function employerMissing(choice: EmployerChoice, employer: string | null | undefined): boolean {
  return choice !== 'own-company' && (employer === null || employer === undefined || employer === '');
}

/** `POST api/passengers`. Example: { firstname: 'Jan', surname: 'Nowak', email: '', phones: [], employer: '/api/companies/2' } */
export const passengerBodySchema = userBlockSchema.extend({ employer: reference, employeeGroup: reference });
export type PassengerBody = z.output<typeof passengerBodySchema>;

/** `PUT api/passengers/{id}`: also the home place (`/api/abstract_places/{id}` of type home, or null). */
export const passengerUpdateFields = { ...passengerBodySchema.shape, home: reference };

/**
 * The dialog's form for `user` (its employer rule added to the person block).
 * Example: passengerFormSchema({ roles: ['ROLE_ADMIN'] }).safeParse({ ..., employer: '' }) fails on employer
 */
export function passengerFormSchema(user: HasRoles) {
  const choice = employerChoice(user);
  return userBlockSchema
    .extend({ employer: z.string(), employeeGroup: z.string() })
    .superRefine((value, ctx) => {
      if (employerMissing(choice, value.employer))
        ctx.addIssue({ code: 'custom', path: ['employer'], message: REQUIRED_IN_DIALOG });
    });
}
export type PassengerFormInput = z.input<ReturnType<typeof passengerFormSchema>>;
