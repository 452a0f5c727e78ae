/**
 * Cars, brands and transfer protocols as the API answers them (administration.md §3 'Car', 'Brand',
 * 'TransferProtocol'; issue 16). The server serializes through these, the SPA parses with them (ADR 005).
 */
import { z } from 'zod';
import { contextShape, hydraItemSchema } from './hydra.schema';

const ref = z.object({ '@id': z.string(), id: z.number(), name: z.string() });
const personRef = z.object({ '@id': z.string(), id: z.number(), name: z.string() });

export const brandModelSchema = z.object({
  '@id': z.string(),
  id: z.number(),
  name: z.string(),
  /** True when a car uses the model: the brand dialog cannot remove it. */
  inUse: z.boolean(),
});

export const brandSchema = hydraItemSchema.extend({
  id: z.number(),
  name: z.string(),
  models: z.array(brandModelSchema),
  /** The owner's IRI; null for a global brand (spec-decisions row 601). */
  company: z.string().nullable().optional(),
  version: z.number(),
});
export const brandItemSchema = brandSchema.extend(contextShape);

export const transferDateSchema = z.object({ date: z.string(), time: z.string() });

export const transferProtocolSchema = hydraItemSchema.extend({
  id: z.number(),
  car: z.object({
    '@id': z.string(),
    id: z.number(),
    brand: z.string(),
    model: z.string(),
    registrationNumber: z.string(),
  }),
  driver: personRef.nullable(),
  newDriver: personRef,
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  transferDate: transferDateSchema,
  mileageReading: z.number(),
  remarks: z.string(),
  equipment: z.array(z.string()),
  status: z.string(),
  transferAcceptedAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
  validatedBy: personRef.nullable(),
  version: z.number(),
});
export const transferProtocolItemSchema = transferProtocolSchema.extend(contextShape);

export const carSchema = hydraItemSchema.extend({
  id: z.number(),
  brand: ref,
  model: ref,
  registrationNumber: z.string(),
  vin: z.string(),
  engineCapacity: z.number(),
  initialMileage: z.number(),
  /** The latest reading (the initial mileage before any protocol). */
  mileage: z.number(),
  user: personRef.nullable(),
  driverName: z.string().nullable(),
  company: ref.nullable(),
  createdAt: z.string(),
  createdBy: personRef.nullable(),
  /** A protocol of this car waiting for acceptance or validation: 'Przekaż samochód' hides. */
  hasPendingProtocol: z.boolean(),
  version: z.number(),
});
export const carItemSchema = carSchema.extend(contextShape);

/** `GET api/cars/mine` (user-car-settings): the driver's car, its latest protocol and the one to accept. */
export const myCarSchema = z.object({
  car: carSchema.nullable(),
  latestProtocol: transferProtocolSchema.nullable(),
  /** Protocols waiting for the user: to accept (new driver) or, for a validator, to validate. */
  awaiting: z.array(transferProtocolSchema),
});

export type Brand = z.output<typeof brandSchema>;
export type Car = z.output<typeof carSchema>;
export type TransferProtocol = z.output<typeof transferProtocolSchema>;
export type MyCar = z.output<typeof myCarSchema>;
