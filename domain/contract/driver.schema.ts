/**
 * Drivers and their absences as the administration pages read them (issue 12, docs/api.md 'Drivers and
 * absences'). `driverSchema` (people.schema.ts) stays the course form's picker member; the list member
 * extends it, so every caller of `GET api/drivers` parses the same answer.
 */
import { z } from 'zod';
import { accountFieldFlagsShape } from './account-field-flags.schema';
import { contextShape, hydraItemSchema } from './hydra.schema';
import { driverSchema } from './people.schema';
import { companyRefSchema } from './place.schema';

/** A member of `GET api/drivers`: the picker's fields plus the list's 'Zatrudniony od'. */
export const driverMemberSchema = driverSchema.extend({
  employedSince: z.string().nullable(),
});

/** `GET/PUT api/drivers/{id}`, `POST api/drivers`: what the edit dialog fills itself with. */
export const driverViewSchema = driverMemberSchema.extend({
  ...contextShape,
  firstname: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phones: z.array(z.object({ id: z.number(), phone: z.string(), main: z.boolean() })),
  version: z.number(),
  ...accountFieldFlagsShape,
});

/** A member of `GET api/driver_absences` (and the answer of its POST). */
export const driverAbsenceMemberSchema = hydraItemSchema.extend({
  id: z.number(),
  driver: companyRefSchema,
  transportCompany: companyRefSchema.nullable(),
  dateFrom: z.string(),
  dateTo: z.string(),
});

export type DriverMember = z.output<typeof driverMemberSchema>;
export type DriverView = z.output<typeof driverViewSchema>;
export type DriverAbsenceMember = z.output<typeof driverAbsenceMemberSchema>;
