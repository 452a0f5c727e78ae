import { canGenerateKilometerReport } from '@domain/reports/report-permissions';
import { kilometerSettlementScope } from '@domain/settlement/kilometer-settlement-scope';
import { FinancialSettlementPage } from '@/features/settlement/components/financial-settlement/financial-settlement-page';
import { LazyPremiumDialog } from '@/features/courses/components/lazy-premium-dialog';
import { KilometerReportButton } from '@/features/reports/components/kilometer-report-button';
import { Component as NotFound } from './not-found-route';
import { useLoadedUser } from './use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

/**
 * 'Rozliczenia' (issue 11): for the employee with kilometer courses and the accountant, with the
 * kilometer report generator in the header (row 183): the employee's own rides, the accountant's any.
 */
export function Component() {
  const user = useLoadedUser();
  const scope = kilometerSettlementScope(user);
  if (scope === null) return <NotFound />;
  const subject = asRuleUser(user);
  return (
    <FinancialSettlementPage
      user={user}
      actions={
        <KilometerReportButton
          allowed={canGenerateKilometerReport(subject)}
          ownRidesOnly={scope === 'employee'}
          Premium={LazyPremiumDialog}
        />
      }
    />
  );
}
