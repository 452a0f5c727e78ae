import { canSeeFirstSteps } from '@domain/onboarding/first-steps-access';
import { FirstStepsPage } from '@/features/first-steps/components/first-steps-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

/** 'Pierwsze kroki' for administrators only (docs/spec-decisions.md row 666). */
export function Component() {
  const user = useLoadedUser();
  return canSeeFirstSteps(user) ? <FirstStepsPage /> : <NoAccess />;
}
