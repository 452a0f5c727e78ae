/**
 * 'Pierwsze kroki' (issue 31, onboarding): what an empty installation needs before its first course,
 * in the order an administrator sets it up (docs/spec-decisions.md row 665). The server answers which
 * steps are done (`GET /api/first_steps`, to `canSeeFirstSteps` of first-steps-access.ts); the SPA
 * shows them and offers the view while no course exists.
 */
import type { Role } from '../auth/roles';

export const FIRST_STEPS = [
  'railwayCompany',
  'transportCompany',
  'contractorLink',
  'users',
  'places',
  'startingBase',
  'drivers',
  'passengers',
  'employeeGroups',
  'course',
] as const;

export type FirstStep = (typeof FIRST_STEPS)[number];
export type FirstStepsState = Readonly<Record<FirstStep, boolean>>;

/** The accounts whose existence makes the 'users' step done: a dispatcher or a company's account. */
export const FIRST_STEP_ACCOUNT_ROLES: readonly Role[] = [
  'ROLE_USER',
  'ROLE_COMPANY',
  'ROLE_USER_COMPANY',
  'ROLE_TRANSPORT_COMPANY',
];

/** How many steps are done. Example: doneCount({ ...allFalse, railwayCompany: true }) === 1 */
export const doneCount = (state: FirstStepsState): number => FIRST_STEPS.filter((step) => state[step]).length;
