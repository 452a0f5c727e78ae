import { FinancialSettlementPage } from '@/features/courses/components/financial-settlement/financial-settlement-page';
import { kilometerSettlementScope } from '@domain/settlement/kilometer-settlement-scope';
import { Component as NotFound } from './not-found-route';
import { useLoadedUser } from './use-loaded-user';

/** 'Rozliczenia' (issue 11): for the employee with kilometer courses and the accountant. */
export function Component() {
  const user = useLoadedUser();
  if (kilometerSettlementScope(user) === null) return <NotFound />;
  return <FinancialSettlementPage user={user} />;
}
