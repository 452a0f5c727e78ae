/**
 * Employee groups (administration.md §2.7, §3, §5, §7): the dialog's name field, the New stakes modal
 * (`newStakesSchema` of domain/validation/rates.ts) and the API bodies, with the same messages.
 */
import { z } from 'zod';
import type { HasRoles } from '../auth/roles';
import { isIsoDate } from '../dates';
import { picksGroupCompany } from './passenger-permissions';
import { REQUIRED, REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';
import { rateSchema, requireStakesPair } from '../validation/rates';

export const GROUP_NAME_MAX_LENGTH = 200;
/** Stakes one PUT may list (kept and new together); far beyond any real group. */
export const GROUP_STAKES_MAX = 200;

/** Group name: required in the dialog ('Pole wymagane'). */
export const groupNameSchema = z
  .string({ error: REQUIRED_IN_DIALOG })
  .trim()
  .min(1, { error: REQUIRED_IN_DIALOG, abort: true })
  .max(GROUP_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLongFor(GROUP_NAME_MAX_LENGTH));

/** Longer than any IRI of ours; refused before anything reads it. */
const IRI_MAX = 200;

/**
 * An admin names the group's company ('Firma', 'Pole wymagane'); a head of company's is its own.
 * Example: groupCompanyMissing({ roles: ['ROLE_ADMIN'] }, '') === true
 */
export function groupCompanyMissing(user: HasRoles, company: string | null | undefined): boolean {
  return picksGroupCompany(user) && (company === null || company === undefined || company === '');
}

/**
 * The group dialog's form for `user`: the name, and the company's IRI (asked of an admin creating one).
 * Example: groupFormSchema({ roles: ['ROLE_COMPANY'] }).parse({ name: 'Maszyniści', company: '' })
 */
export function groupFormSchema(user: HasRoles) {
  // On the field, not a refinement of the object: an object's refinement waits for a valid name.
  const company = z.string().refine((value) => !groupCompanyMissing(user, value), REQUIRED_IN_DIALOG);
  return z.object({ name: groupNameSchema, company });
}
export type GroupFormInput = z.input<ReturnType<typeof groupFormSchema>>;

const optionalRate = rateSchema.nullish();

/**
 * `POST /api/employee_groups`: the name, the company (`/api/companies/{id}`: an admin's required, a
 * head of company's own or absent, row 660) and, optionally, a first stake's two rates in hundredths
 * (both or neither; valid from today), as the create default carries them (§3).
 * Example: groupCreateBodySchema.parse({ name: 'Maszyniści', kilometerRate: 250, waitHourRate: 3000 })
 */
export const groupCreateBodySchema = z
  .object({
    name: groupNameSchema,
    company: z.string().max(IRI_MAX).nullish(),
    kilometerRate: optionalRate,
    waitHourRate: optionalRate,
  })
  .superRefine(requireStakesPair);
export type GroupCreateBody = z.output<typeof groupCreateBodySchema>;

/** A new stake in hundredths (the New stakes modal's output): both rates and validFrom required. */
export const stakeBodySchema = z.object({
  kilometerRate: rateSchema,
  waitHourRate: rateSchema,
  validFrom: z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED, abort: true })
    .refine(isIsoDate, VALIDATION_MESSAGES.dateFormat),
});
export type StakeBody = z.output<typeof stakeBodySchema>;

/**
 * `PUT /api/employee_groups/{id}`: the name and the group's stakes, each an IRI of one already kept
 * (`/api/stakes/{id}`) or a new stake; stakes are never removed (docs/spec-decisions.md row 202).
 * Example: { name: 'Maszyniści', stakes: ['/api/stakes/3', { kilometerRate: 260, waitHourRate: 3000,
 *   validFrom: '2026-12-01' }], version: 2 }
 */
const keptStakeSchema = z.string().max(200);
/** One entry: a kept stake's IRI or a new stake (checked whole, so its own messages come through). */
const stakeEntrySchema = z.unknown().transform((value, ctx): string | StakeBody => {
  const parsed =
    typeof value === 'string' ? keptStakeSchema.safeParse(value) : stakeBodySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export const groupUpdateFields = {
  name: groupNameSchema.optional(),
  stakes: z.array(stakeEntrySchema).max(GROUP_STAKES_MAX, VALIDATION_MESSAGES.tooLong).optional(),
};
