import { lazy, Suspense } from 'react';
import { lazyDialog } from '@/ui/lazy-dialog';
import { LoadBoundary } from '@/ui/load-boundary';
import { canSeeFirstSteps } from '@domain/onboarding/first-steps-access';
import { hasAnyRole } from '@domain/auth/roles';
import { offersBulkSettle } from '@domain/courses/bulk-settle';
import { courseVisibility } from '@domain/courses/visibility';
import { canGenerateKilometerReport } from '@domain/reports/report-permissions';
import { CourseListPage } from '@/features/courses/components/course-list-page';
import { CreateCourseButton } from '@/features/course-form/components/create-course-button';
import { LazyPremiumDialog } from '@/features/courses/components/lazy-premium-dialog';
import type { ColumnMenuProps } from '@/features/courses/components/settlement-slot';
import { KilometerReportNotice } from '@/features/settlement/components/kilometer-settlement/kilometer-report-notice';
import { KilometerReportButton } from '@/features/reports/components/kilometer-report-button';
import { useLoadedUser } from './use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

/** The list's create action comes from the course form feature; the route composes the two. */
function CreateTaxi({ variant }: { variant: 'toolbar' | 'fab' }) {
  const user = useLoadedUser();
  return (
    <CreateCourseButton
      variant={variant}
      skipCompanyChoice={hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY'])}
    />
  );
}

/**
 * 'Raport kilometrówek' (docs/spec-decisions.md row 183): the reports feature's generator beside
 * 'Pobierz .xlsx', with the course list's premium modal for users without the right.
 */
function ReportAction() {
  const user = useLoadedUser();
  const subject = asRuleUser(user);
  return (
    <KilometerReportButton
      allowed={canGenerateKilometerReport(subject)}
      ownRidesOnly={courseVisibility(subject).kind === 'passenger'}
      Premium={LazyPremiumDialog}
    />
  );
}

/** 'Edycja relacji' of the ride drawer is the course form's stop editor: loaded when first opened. */
const RideRelationDialog = lazyDialog(
  async () => (await import('@/features/course-form/components/ride-relation-dialog')).RideRelationDialog,
);

/**
 * The settlement drawers (the settlement feature) inside the course and kilometer drawers, loaded
 * when a drawer first shows one (course-settlement-slots.ts), so the list stays within its budget.
 */
const settlementSlots = () => import('./course-settlement-slots');
const TaxiSettlement = lazy(async () => ({ default: await (await settlementSlots()).loadTaxiSettlement() }));
const KilometerSummary = lazy(async () => ({
  default: await (await settlementSlots()).loadKilometerSummary(),
}));
const BulkSettleMenu = lazy(async () => ({ default: (await settlementSlots()).BulkSettleMenu }));

/**
 * 'Zaakceptuj wszystkie do rozliczenia' of 'Zakończone' (§2): only the head of a company with finished
 * courses has it, so no one else fetches the menu's code; without that code the column has no menu.
 */
function ColumnMenu(props: ColumnMenuProps) {
  if (!offersBulkSettle(props.column, props.user, props.total)) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <BulkSettleMenu {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * 'Pierwsze kroki' offered to an administrator while no course exists (docs/spec-decisions.md row
 * 666): its own chunk, loaded for administrators only, so the list's JavaScript stays as it was for
 * everyone else; a chunk that cannot be fetched leaves the list without the hint.
 */
const FirstStepsOffer = lazy(() => import('@/features/first-steps/components/first-steps-offer'));

function FirstStepsNotice() {
  const user = useLoadedUser();
  if (!canSeeFirstSteps(user)) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <FirstStepsOffer />
      </Suspense>
    </LoadBoundary>
  );
}

export function Component() {
  return (
    <CourseListPage
      CreateTaxi={CreateTaxi}
      RelationEditor={RideRelationDialog}
      TaxiSettlement={TaxiSettlement}
      KilometerSummary={KilometerSummary}
      ColumnMenu={ColumnMenu}
      KilometerReportNotice={KilometerReportNotice}
      ReportAction={ReportAction}
      Notice={FirstStepsNotice}
    />
  );
}
