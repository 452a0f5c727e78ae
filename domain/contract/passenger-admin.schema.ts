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
  /** The fleet's active cars driven by the passenger's user, of the passenger's company (row 656). */
  cars: z.array(
    z.object({
      '@id': z.string(),
      id: z.number(),
      registrationNumber: z.string(),
      brand: z.string(),
      model: z.string(),
    }),
  ),
  version: z.number(),
  ...accountFieldFlagsShape,
});
export type PassengerItem = z.output<typeof passengerItemSchema>;
