/** Employee groups and their stakes as the API answers them (administration.md §3, docs/api.md). */
import { z } from 'zod';
import { contextShape, hydraItemSchema } from './hydra.schema';
import { companyRefSchema } from './place.schema';

/** A stake in hundredths of a złoty, valid from a Polish day (YYYY-MM-DD). */
export const stakeSchema = hydraItemSchema.extend({
  '@type': z.literal('Stake'),
  id: z.number(),
  kilometerRate: z.number().int(),
  waitHourRate: z.number().int(),
  validFrom: z.string(),
});
export type Stake = z.output<typeof stakeSchema>;

export const employeeGroupSchema = hydraItemSchema.extend({
  '@type': z.literal('EmployeeGroup'),
  id: z.number(),
  name: z.string(),
  company: companyRefSchema,
  /** Newest validFrom first (`stakesNewestFirst`): the table's order. */
  stakes: z.array(stakeSchema),
  /** The stake in force today (`groupRateOn`), the one the kilometer settlement prices with. */
  rateStakeId: z.number().nullable(),
  version: z.number(),
});
export type EmployeeGroup = z.output<typeof employeeGroupSchema>;
export const employeeGroupItemSchema = employeeGroupSchema.extend(contextShape);
