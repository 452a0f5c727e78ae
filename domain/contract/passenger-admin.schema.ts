/**
 * Passengers as the 'Pasażerowie' page reads them (administration.md §3 Passenger, docs/api.md
 * 'Passengers and employee groups'): the list member (the pickers' shape plus e-mail and group) and
 * the item the 'Edytuj pasażera' dialog edits.
 */
import { z } from 'zod';
import { accountFieldFlagsShape } from './account-field-flags.schema';
import { contextShape } from './hydra.schema';
import { passengerSchema } from './people.schema';
import { companyRefSchema } from './place.schema';

/** A member of `GET api/passengers`; contacts (phone, e-mail, home) only for the 'Pasażerowie' roles. */
export const passengerMemberSchema = passengerSchema.extend({
  email: z.string().nullable(),
  employeeGroup: companyRefSchema.nullable(),
});
export type PassengerMember = z.output<typeof passengerMemberSchema>;

export const passengerPhoneSchema = z.object({
  '@id': z.string(),
  id: z.number(),
  phone: z.string(),
  main: z.boolean(),
});

/** `GET/PUT api/passengers/{id}`, `POST api/passengers`. */
export const passengerItemSchema = passengerMemberSchema.extend({
  ...contextShape,
  firstname: z.string(),
  surname: z.string(),
  username: z.string(),
  phones: z.array(passengerPhoneSchema),
  /** Cars arrive with the fleet issue (docs/spec-decisions.md row 204); always empty until then. */
  cars: z.array(z.object({ id: z.number() })),
  version: z.number(),
  ...accountFieldFlagsShape,
});
export type PassengerItem = z.output<typeof passengerItemSchema>;
