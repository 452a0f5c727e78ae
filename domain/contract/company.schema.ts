/** Companies, locomotives and starting bases as the API answers them (administration.md §3). */
import { z } from 'zod';
import { hydraItemSchema, contextShape } from './hydra.schema';
import { companyRefSchema } from './place.schema';

/** A member of `GET api/companies` and of the contractor and subcontractor choices. */
export const companySchema = hydraItemSchema.extend({
  id: z.number(),
  name: z.string(),
  isTransportCompany: z.boolean(),
  courseEmployeeSmsNotification: z.boolean(),
  /** The administration list's NIP and city columns (issue 12); optional for older fixtures. */
  taxNumber: z.string().nullable().optional(),
  headquartersCity: z.string().nullable().optional(),
});

/** `GET api/companies/{id}`: the profile. */
export const companyItemSchema = companySchema.extend(contextShape).extend({
  taxNumber: z.string().nullable(),
  headquartersStreet: z.string().nullable(),
  headquartersZipCode: z.string().nullable(),
  headquartersCity: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number(),
});

export const locomotiveSchema = hydraItemSchema.extend({
  id: z.number(),
  sideNumber: z.string(),
  company: companyRefSchema.nullable(),
  version: z.number(),
});
export const locomotiveItemSchema = locomotiveSchema.extend(contextShape);

export const startingBaseSchema = hydraItemSchema.extend({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export type Company = z.output<typeof companySchema>;
export type CompanyItem = z.output<typeof companyItemSchema>;
export type Locomotive = z.output<typeof locomotiveSchema>;
export type StartingBase = z.output<typeof startingBaseSchema>;
