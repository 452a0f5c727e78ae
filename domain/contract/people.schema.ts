/** Users, passengers and drivers as the API answers them (administration.md §3, docs/api.md). */
import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { hydraItemSchema } from './hydra.schema';
import { companyRefSchema } from './place.schema';

/** `GET api/users/me` and `PUT api/users/{id}`. */
export const userViewSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.number(),
  username: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  company: companyRefSchema.extend({ isTransportCompany: z.boolean() }).nullable(),
  phones: z.array(z.object({ '@id': z.string(), id: z.number(), phone: z.string(), main: z.boolean() })),
  impersonator: z.object({ id: z.number(), username: z.string() }).nullable(),
  /** Railway companies for which the user's transport company is a superior contractor (§6). */
  superiorOf: z.array(z.number()),
  /** The user's passenger record (`/api/passengers/{id}`), when they are an employee who travels. */
  passengerId: z.number().nullable(),
  /**
   * The user's own home place (settings 'user-homeplace-settings', issue 13); absent in older answers
   * reads as none.
   */
  home: z
    .object({
      '@id': z.string(),
      id: z.number(),
      name: z.string().nullable(),
      address: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    })
    .nullable()
    .default(null),
  /** The hotels (`/api/abstract_places/{id}`) a ROLE_HOTEL account works for (row 604). */
  hotels: z.array(z.string()).default([]),
  version: z.number(),
});
export type UserView = z.output<typeof userViewSchema>;

/** A member of `GET api/users` (the course list's creator filter and 'Użytkownicy'). */
export const userSchema = hydraItemSchema.extend({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  company: companyRefSchema.nullable(),
});
export type UserListItem = z.output<typeof userSchema>;

export const passengerSchema = hydraItemSchema.extend({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  company: companyRefSchema.nullable(),
  home: companyRefSchema.extend({ name: z.string(), address: z.string().nullable() }).nullable(),
});

export const driverSchema = hydraItemSchema.extend({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  transportCompany: companyRefSchema.nullable(),
  startingBase: companyRefSchema.nullable(),
});

export type Passenger = z.output<typeof passengerSchema>;
export type Driver = z.output<typeof driverSchema>;
