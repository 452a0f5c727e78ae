/**
 * The starting base form (`/starting_bases/create`, `/starting_bases/:id/edit`) and the bodies of
 * `POST/PUT api/starting_bases`: name and address required ('Pole wymagane', administration.md §3, §5),
 * strings capped, the point chosen with the address (the settlement 'Dojazd i powrót do bazy
 * startowej' measures from it), and the transport company, named by managers only (row 250).
 */
import { z } from 'zod';
import { RESOURCES, iriId } from '../contract/iri';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';

export const STARTING_BASE_NAME_MAX = 200;
export const STARTING_BASE_ADDRESS_MAX = 500;
const INVALID = 'Nieprawidłowa wartość';

const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED_IN_DIALOG })
    .max(max, VALIDATION_MESSAGES.tooLongFor(max))
    .transform((value) => value.trim())
    .refine((value) => value !== '', REQUIRED_IN_DIALOG);

const coordinate = (limit: number) => z.number({ error: INVALID }).min(-limit, INVALID).max(limit, INVALID);

/** '' or null is none; otherwise the IRI of a company, read as its id. */
const companyRef = z
  .string({ error: INVALID })
  .max(200, INVALID)
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const id = iriId(value, RESOURCES.company);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message: INVALID });
    return z.NEVER;
  });

/** Without the manager's company rule: the server's declared POST body (the service adds the rule). */
export const startingBaseFields = z.object({
  name: requiredText(STARTING_BASE_NAME_MAX),
  address: requiredText(STARTING_BASE_ADDRESS_MAX),
  latitude: coordinate(90)
    .nullish()
    .transform((value) => value ?? null),
  longitude: coordinate(180)
    .nullish()
    .transform((value) => value ?? null),
  company: companyRef,
});

/** Whether a point is whole: both coordinates or neither. */
export const wholePoint = (value: { latitude: number | null; longitude: number | null }) =>
  (value.latitude === null) === (value.longitude === null);

/**
 * The form's schema: `picksCompany` (a manager) must name the transport company ('Pole wymagane').
 * Example: startingBaseFormSchema(false).safeParse({ name: ' ', address: 'Łódź' }).success === false
 */
export const startingBaseFormSchema = (picksCompany: boolean) =>
  startingBaseFields.superRefine((value, ctx) => {
    if (picksCompany && value.company === null)
      ctx.addIssue({ code: 'custom', path: ['company'], message: REQUIRED_IN_DIALOG });
    if (!wholePoint(value)) ctx.addIssue({ code: 'custom', path: ['latitude'], message: INVALID });
  });

/**
 * `PUT api/starting_bases/{id}`: any field may be left out (kept); `{"isActive": false}` is the soft
 * delete of §4, which keeps the row for the courses that name the base.
 */
export const startingBaseUpdateFields = startingBaseFields.partial().extend({
  isActive: z.boolean({ error: INVALID }).optional(),
});

export type StartingBaseFormInput = z.input<typeof startingBaseFields>;
export type StartingBaseFormData = z.output<typeof startingBaseFields>;
export type StartingBaseUpdate = z.output<typeof startingBaseUpdateFields>;
