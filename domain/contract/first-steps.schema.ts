/**
 * The wire contract of 'Pierwsze kroki' (`GET /api/first_steps`, docs/api.md 'First steps'): for each
 * step of domain/onboarding/first-steps.ts whether the installation has done it.
 */
import { z } from 'zod';
import type { FirstStep } from '../onboarding/first-steps';

export const firstStepsSchema = z.object({
  /** An active railway company (a company that is not a transport company). */
  railwayCompany: z.boolean(),
  /** An active transport company. */
  transportCompany: z.boolean(),
  /** A confirmed contractor or principal link between two active companies with a confirmed stake. */
  contractorLink: z.boolean(),
  /** An active dispatcher or company account (not the administrators themselves). */
  users: z.boolean(),
  /** An active place of type 'place'. */
  places: z.boolean(),
  /** An active starting base. */
  startingBase: z.boolean(),
  /** An active driver. */
  drivers: z.boolean(),
  /** An active passenger. */
  passengers: z.boolean(),
  /** An employee group. */
  employeeGroups: z.boolean(),
  /** Any course, of either type. */
  course: z.boolean(),
} satisfies Record<FirstStep, z.ZodBoolean>);

export type FirstStepsWire = z.output<typeof firstStepsSchema>;
