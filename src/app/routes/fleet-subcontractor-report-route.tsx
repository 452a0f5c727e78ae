import { canReadFleetReports } from '@domain/reports/fleet-report';
import { FleetReportPage } from '@/features/fleet-reports/components/fleet-report-page';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';

/** 'Rozliczenia podwykonawców' (/fleet/subcontractor-report, administration.md §2.1 subcontractor-report-page). */
export function Component() {
  const user = useLoadedUser();
  if (!canReadFleetReports({ roles: user.roles, companyId: user.company?.id ?? null })) return <NoAccess />;
  return <FleetReportPage kind="subcontractors" />;
}
