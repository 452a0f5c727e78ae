import { http, HttpResponse } from 'msw';
import type { FirstStepsWire } from '@domain/contract/first-steps.schema';
import { FIRST_STEPS } from '@domain/onboarding/first-steps';

/** 'Pierwsze kroki' with every step `done` (the demo data: all done), some steps overridden. */
export function buildFirstSteps(done: boolean, overrides: Partial<FirstStepsWire> = {}): FirstStepsWire {
  return { ...(Object.fromEntries(FIRST_STEPS.map((step) => [step, done])) as FirstStepsWire), ...overrides };
}

export const firstStepsHandler = (state: FirstStepsWire) =>
  http.get('*/api/first_steps', () => HttpResponse.json(state));
