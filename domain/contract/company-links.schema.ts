/** Contractor and principal links with their stakes as the API answers them (administration.md §3). */
import { z } from 'zod';
import { BILLING_MODELS, CONTRACTOR_OF } from '../companies/company-links.schema';
import { hydraItemSchema, contextShape } from './hydra.schema';
import { companyRefSchema } from './place.schema';

/** A stake: rates in hundredths of a złoty, validFrom YYYY-MM-DD. */
export const stakeSchema = z.object({
  id: z.number(),
  kilometerRate: z.number(),
  waitHourRate: z.number(),
  validFrom: z.string(),
  /** False while the payer has not set or confirmed it: it prices nothing yet (ADR 022). */
  confirmed: z.boolean(),
});

const linkFields = {
  id: z.number(),
  /** The company the link belongs to (pays the contractor / serves the principal). */
  company: companyRefSchema,
  superior: z.boolean(),
  billingModel: z.enum(BILLING_MODELS),
  /** Every stake, newest validFrom first: history, never rewritten. */
  stakes: z.array(stakeSchema),
  /** The confirmed stake in force today (Warsaw), null when none has started. */
  currentStake: stakeSchema.nullable(),
  /** False while the other side has not confirmed the link: a pending link grants nothing (ADR 022). */
  confirmed: z.boolean(),
  /** When the other side (or a manager) confirmed it, ISO 8601; null while pending. */
  confirmedAt: z.string().nullable(),
};

export const contractorLinkSchema = hydraItemSchema.extend({
  ...linkFields,
  contractor: companyRefSchema,
  contractorOf: z.enum(CONTRACTOR_OF),
});
export const contractorLinkItemSchema = contractorLinkSchema.extend(contextShape);

export const principalLinkSchema = hydraItemSchema.extend({
  ...linkFields,
  principal: companyRefSchema,
});
export const principalLinkItemSchema = principalLinkSchema.extend(contextShape);

export type Stake = z.output<typeof stakeSchema>;
export type ContractorLink = z.output<typeof contractorLinkSchema>;
export type PrincipalLink = z.output<typeof principalLinkSchema>;
