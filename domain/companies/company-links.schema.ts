/**
 * Contractor and principal links (administration.md §3, §4, §5): billing models, the add forms as the
 * user types them (rates in złoty) and the request bodies the server reads (rates in hundredths). The
 * form and the route share the rules: stakes both or neither ('Pole jest wymagane' on the missing one),
 * 'Minimalna kwota stawki to 0 zł', billing model required for a railway company's contractor and for a
 * principal, NOT_AVAILABLE for a transport company's subcontractor.
 */
import { z } from 'zod';
import { iriRef } from '../contract/iri';
import {
  rateSchema,
  requiredRateSchema,
  requireStakesPair,
  stakesPairSchema,
  validFromSchema,
} from '../validation/rates';
import { REQUIRED } from '../validation/messages';
import type { ContractorOf } from './company-permissions';

export const BILLING_MODELS = [
  'ARRIVAL_AND_RETURN_TO_THE_STARTING_BASE',
  'BACK_TO_THE_STARTING_POINT',
  'NOT_AVAILABLE',
] as const;
export type BillingModel = (typeof BILLING_MODELS)[number];

/** The two models a user chooses; NOT_AVAILABLE is set, never chosen. */
export const CHOSEN_BILLING_MODELS = [
  'ARRIVAL_AND_RETURN_TO_THE_STARTING_BASE',
  'BACK_TO_THE_STARTING_POINT',
] as const;

export const BILLING_MODEL_LABELS: Record<BillingModel, string> = {
  ARRIVAL_AND_RETURN_TO_THE_STARTING_BASE: 'Dojazd i powrót do bazy startowej',
  BACK_TO_THE_STARTING_POINT: 'Powrót do miejsca początkowego (tzw. A-B-A)',
  NOT_AVAILABLE: 'Nie dotyczy',
};

export const CONTRACTOR_OF = ['railway_company', 'transport_company'] as const;

const INVALID = 'Nieprawidłowa wartość';

/**
 * The billing model a link of `contractorOf` gets from what the user chose: NOT_AVAILABLE for a
 * transport company's subcontractor whatever was chosen (§4), the choice otherwise (null when none,
 * which the schemas refuse). Switching the form to railway_company starts from an empty choice.
 * Example: billingModelFor('transport_company', 'BACK_TO_THE_STARTING_POINT') === 'NOT_AVAILABLE'
 */
export function billingModelFor(
  contractorOf: ContractorOf,
  chosen: string | null | undefined,
): BillingModel | null {
  if (contractorOf === 'transport_company') return 'NOT_AVAILABLE';
  return (CHOSEN_BILLING_MODELS as readonly string[]).includes(chosen ?? '')
    ? (chosen as BillingModel)
    : null;
}

/** The form value after the contractorOf switch moved: NOT_AVAILABLE for transport_company, '' for railway. */
/**
 * Whether a contractor link of this kind may be superior (row 884): only a railway company's
 * contractor is raised above others (administration.md §6); a transport company's subcontractor
 * marked superior would be "superior" over the transport company itself, which no rule reads.
 * Example: superiorAllowedFor('transport_company') === false
 */
export const superiorAllowedFor = (contractorOf: string): boolean => contractorOf === 'railway_company';
export const SUPERIOR_ONLY_RAILWAY = 'Wykonawcą nadrzędnym może być tylko wykonawca firmy kolejowej';

export const billingModelOnSwitch = (contractorOf: ContractorOf): string =>
  contractorOf === 'transport_company' ? 'NOT_AVAILABLE' : '';

/** Add contractor form: company, superior flag, contractorOf, billing model, optional stake in złoty. */
export const contractorFormSchema = z
  .object({
    company: z.string({ error: REQUIRED }).min(1, REQUIRED),
    contractor: z.string({ error: REQUIRED }).min(1, REQUIRED),
    superior: z.boolean(),
    contractorOf: z.enum(CONTRACTOR_OF, { error: REQUIRED }),
    billingModel: z.string(),
    kilometerRate: z.string(),
    waitHourRate: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.superior && !superiorAllowedFor(value.contractorOf))
      ctx.addIssue({ code: 'custom', message: SUPERIOR_ONLY_RAILWAY, path: ['superior'] });
    if (
      value.contractorOf === 'railway_company' &&
      billingModelFor('railway_company', value.billingModel) === null
    )
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['billingModel'] });
    const stake = stakesPairSchema.safeParse(value);
    if (!stake.success)
      for (const issue of stake.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type ContractorFormInput = z.input<typeof contractorFormSchema>;

/** Add principal form: the served company, superior flag, billing model (required), optional stake. */
export const principalFormSchema = z
  .object({
    principal: z.string({ error: REQUIRED }).min(1, REQUIRED),
    superior: z.boolean(),
    billingModel: z.enum(CHOSEN_BILLING_MODELS, { error: REQUIRED }),
    kilometerRate: z.string(),
    waitHourRate: z.string(),
  })
  .superRefine((value, ctx) => {
    const stake = stakesPairSchema.safeParse(value);
    if (!stake.success)
      for (const issue of stake.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type PrincipalFormInput = z.input<typeof principalFormSchema>;

const optionalRate = rateSchema.nullish().transform((value) => value ?? null);

/**
 * `POST api/company_contractors`: rates in hundredths, both or neither; the stake (when given) starts
 * today. billingModel is required for a railway company's contractor, ignored (NOT_AVAILABLE) otherwise.
 */
export const contractorBodySchema = z
  .object({
    company: iriRef('companies', REQUIRED),
    contractor: iriRef('companies', REQUIRED),
    superior: z.boolean({ error: INVALID }).default(false),
    contractorOf: z.enum(CONTRACTOR_OF, { error: REQUIRED }),
    billingModel: z.enum(BILLING_MODELS, { error: REQUIRED }).nullish(),
    kilometerRate: optionalRate,
    waitHourRate: optionalRate,
  })
  .superRefine(requireStakesPair)
  .superRefine((value, ctx) => {
    if (value.superior && !superiorAllowedFor(value.contractorOf))
      ctx.addIssue({ code: 'custom', message: SUPERIOR_ONLY_RAILWAY, path: ['superior'] });
    if (billingModelFor(value.contractorOf, value.billingModel) === null)
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['billingModel'] });
  });
export type ContractorBody = z.input<typeof contractorBodySchema>;
export type ContractorRequest = z.output<typeof contractorBodySchema>;

/** `POST api/company_principals`: the serving transport company, the principal, model and stake. */
export const principalBodySchema = z
  .object({
    company: iriRef('companies', REQUIRED),
    principal: iriRef('companies', REQUIRED),
    superior: z.boolean({ error: INVALID }).default(false),
    billingModel: z.enum(CHOSEN_BILLING_MODELS, { error: REQUIRED }),
    kilometerRate: optionalRate,
    waitHourRate: optionalRate,
  })
  .superRefine(requireStakesPair);
export type PrincipalBody = z.input<typeof principalBodySchema>;
export type PrincipalRequest = z.output<typeof principalBodySchema>;

/** `POST api/company_contractors/{id}/stakes` and `…/company_principals/{id}/stakes`: the New stakes modal. */
export const stakeBodySchema = z.object({
  kilometerRate: requiredRateSchema,
  waitHourRate: requiredRateSchema,
  validFrom: validFromSchema,
});
export type StakeBody = z.input<typeof stakeBodySchema>;
