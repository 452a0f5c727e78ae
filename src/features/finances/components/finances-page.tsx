import Box from '@mui/material/Box';
import { type User, asRuleUser } from '@/api/user.schema';
import Typography from '@mui/material/Typography';
import { canReadCompanyStatistics, canReadFinancialReport } from '@domain/finance/finance-rules';
import { CompanyCostDashboard } from './company-cost-dashboard';
import { TransportFinances } from './transport-finances';

/**
 * /finances (courses.md §2): the transport company's statistics for ROLE_COURSE_FINANCIAL_REPORT, the
 * railway company's cost dashboard for ROLE_COMPANY_STATISTICS; a user with both sees both (row 177).
 */
export function FinancesPage({ user }: { user: User }) {
  const who = asRuleUser(user);
  const transport = canReadFinancialReport(who) && who.companyId !== null ? who.companyId : null;
  const statistics = canReadCompanyStatistics(who);
  if (transport === null && !statistics)
    return (
      <Typography role="alert" sx={{ p: 3 }}>
        Brak uprawnień do finansów
      </Typography>
    );
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 4, minWidth: 0 }}>
      {transport !== null ? <TransportFinances ownCompanyId={transport} /> : null}
      {statistics ? <CompanyCostDashboard /> : null}
    </Box>
  );
}
