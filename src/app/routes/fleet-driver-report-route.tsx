import { canReadFleetReports } from '@domain/reports/fleet-report';
import { FleetReportPage } from '@/features/fleet-reports/components/fleet-report-page';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

/** 'Rozliczenia kierowców' (/fleet/driver-report, administration.md §2.1 driver-report). */
export function Component() {
  const user = useLoadedUser();
  if (!canReadFleetReports(asRuleUser(user))) return <NoAccess />;
  return <FleetReportPage kind="drivers" />;
}
