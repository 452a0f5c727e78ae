import { describe, expect, it } from 'vitest';
import { doneCount, FIRST_STEPS, type FirstStepsState } from './first-steps';
import { canSeeFirstSteps } from './first-steps-access';

const none = Object.fromEntries(FIRST_STEPS.map((step) => [step, false])) as FirstStepsState;

describe('first steps', () => {
  it('are for administrators only', () => {
    expect(canSeeFirstSteps({ roles: ['ROLE_ADMIN'] })).toBe(true);
    for (const role of ['ROLE_USER', 'ROLE_COMPANY', 'ROLE_TRANSPORT_COMPANY', 'ROLE_IMPERSONATOR'])
      expect(canSeeFirstSteps({ roles: [role] }), role).toBe(false);
  });

  it('count the steps done', () => {
    expect(doneCount(none)).toBe(0);
    expect(doneCount({ ...none, railwayCompany: true, course: true })).toBe(2);
    expect(doneCount(Object.fromEntries(FIRST_STEPS.map((step) => [step, true])) as FirstStepsState)).toBe(
      10,
    );
  });
});
