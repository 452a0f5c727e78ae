import { Suspense, useMemo, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  canCreateKilometerCourse,
  canCreateTaxiCourse,
  canDownloadReport,
} from '@domain/courses/course-permissions';
import { canSeeCourseMap } from '@domain/courses/visibility';
import { filterQueryParams, type CourseListParams } from '../utils/course-filters';
import { COURSES_PER_PAGE, COURSES_PER_PAGE_PHONE } from '../api/get-courses';
import { useCourseFilters } from '../hooks/use-course-filters';
import { permissionUser, useCurrentUser, viewerOf } from '../hooks/use-current-user';
import { useLiveCourses } from '../hooks/use-live-courses';
import { useViewSettings } from '../hooks/use-view-settings';
import { CourseColumnList } from './course-column-list';
import { CourseColumns } from './course-columns';
import { CourseListSkeleton } from './course-list-skeleton';
import { CourseListToolbar } from './course-list-toolbar';
import { useCourseSearch } from './course-search';
import { CourseTabs } from './course-tabs';
import { useFillViewport } from '../hooks/use-fill-viewport';
import { RelationEditorContext, type RelationEditorProps } from './drawers/relation-editor-slot';
import {
  SettlementSlotContext,
  type ColumnMenuProps,
  type KilometerReportNoticeProps,
  type KilometerSummaryProps,
  type TaxiSettlementProps,
} from './settlement-slot';
import { CreateFab } from './create-fab';
import { CourseViewToggle, useCourseView } from './course-view-toggle';
import { CourseDrawerHost } from './drawers/course-drawer-host';
import { lazyDialog } from '@/ui/lazy-dialog';

// The date pickers weigh more than the rest of the list: loaded when the drawer first opens, as is
// 'Ustawienia widoku' (each says so in a window of its own when its code cannot be fetched).
const FilterDrawer = lazyDialog(async () => (await import('./filter-drawer')).FilterDrawer);
const ViewSettingsDialog = lazyDialog(
  async () => (await import('./view-settings-dialog')).ViewSettingsDialog,
);
// 'Mapa' (issue 35): the map of cars and its polling load only when it is chosen.
const CourseMapView = lazyDialog(async () => (await import('./map/course-map-view')).CourseMapView);

/** §9: the general phone layout applies at 900 px and below. */
export const PHONE_MEDIA_QUERY = '(max-width:900px)';

/** The taxi course create action, composed in by the route (it belongs to the course form feature). */
export type CreateTaxiAction = ComponentType<{ variant: 'toolbar' | 'fab' }>;

interface CourseListPageProps {
  CreateTaxi?: CreateTaxiAction;
  /** 'Edycja relacji' of the ride drawer, composed in by the route (the course form's stop editor). */
  RelationEditor?: ComponentType<RelationEditorProps>;
  /** The course drawer's settlement column (the settlement feature), composed in by the route. */
  TaxiSettlement?: ComponentType<TaxiSettlementProps>;
  /** The kilometer drawer's 'Podsumowanie' (the settlement feature), composed in by the route. */
  KilometerSummary?: ComponentType<KilometerSummaryProps>;
  /** A status column's menu, the bulk settle (the settlement feature), composed in by the route. */
  ColumnMenu?: ComponentType<ColumnMenuProps>;
  /** A kilometer card's settlement report notice (the settlement feature), composed in by the route. */
  KilometerReportNotice?: ComponentType<KilometerReportNoticeProps>;
  /** The report generator's button (the reports feature), composed in by the route. */
  ReportAction?: ComponentType;
  /** A notice above the courses, composed in by the route ('Pierwsze kroki' for an administrator). */
  Notice?: ComponentType;
}

/** /course: toolbar, then status columns (desktop), tabs (phone) or the passenger's flat list. */
export function CourseListPage({
  CreateTaxi,
  RelationEditor,
  TaxiSettlement,
  KilometerSummary,
  ColumnMenu,
  KilometerReportNotice,
  ReportAction,
  Notice,
}: CourseListPageProps) {
  const renderRelationEditor = useMemo(
    () => (RelationEditor ? (props: RelationEditorProps) => <RelationEditor {...props} /> : null),
    [RelationEditor],
  );
  const settlement = useMemo(
    () => ({
      TaxiSettlement: TaxiSettlement ?? null,
      KilometerSummary: KilometerSummary ?? null,
      ColumnMenu: ColumnMenu ?? null,
      KilometerReportNotice: KilometerReportNotice ?? null,
    }),
    [TaxiSettlement, KilometerSummary, ColumnMenu, KilometerReportNotice],
  );
  return (
    <RelationEditorContext.Provider value={renderRelationEditor}>
      <SettlementSlotContext.Provider value={settlement}>
        <Suspense fallback={<CourseListSkeleton count={2} />}>
          <CourseListContent CreateTaxi={CreateTaxi} ReportAction={ReportAction} Notice={Notice} />
        </Suspense>
      </SettlementSlotContext.Provider>
    </RelationEditorContext.Provider>
  );
}

function CourseListContent({
  CreateTaxi,
  ReportAction,
  Notice,
}: {
  CreateTaxi: CreateTaxiAction | undefined;
  ReportAction: ComponentType | undefined;
  Notice: ComponentType | undefined;
}) {
  const user = useCurrentUser();
  useLiveCourses();
  const viewer = viewerOf(user);
  const passenger = viewer === 'passenger';
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, { noSsr: true });
  const { term, setTerm, applied } = useCourseSearch();
  const [filters, setFilters] = useCourseFilters();
  const [settings, setSettings] = useViewSettings(user.id, passenger);
  const [dialog, setDialog] = useState<'filters' | 'settings' | null>(null);
  const [fillPassengerList, passengerListHeight] = useFillViewport();
  const permission = permissionUser(user);
  const card = { viewer, roles: user.roles, permission, superiorOf: user.superiorOf };
  const params: CourseListParams = {
    itemsPerPage: phone ? COURSES_PER_PAGE_PHONE : COURSES_PER_PAGE,
    search: applied,
    filters,
  };
  // §2: 'Utwórz' in the toolbar (desktop) or 'utwórz taksówkę' floating (phone); never drivers, passengers.
  const canCreateTaxi = !passenger && viewer !== 'driver' && canCreateTaxiCourse(permission);
  const mayMap = canSeeCourseMap(permission);
  const [view, setView] = useCourseView(mayMap);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, width: '100%', minWidth: 0 }}>
      <CourseListToolbar
        phone={phone}
        term={term}
        onTermChange={setTerm}
        filters={filters}
        onFiltersChange={setFilters}
        onOpenFilters={() => setDialog('filters')}
        onOpenSettings={() => setDialog('settings')}
        canDownload={canDownloadReport(permission)}
        reportParams={filterQueryParams(filters, applied)}
        reportAction={ReportAction ? <ReportAction /> : null}
        createAction={canCreateTaxi && !phone && CreateTaxi ? <CreateTaxi variant="toolbar" /> : null}
        viewToggle={canSeeCourseMap(permission) ? <CourseViewToggle view={view} onChange={setView} /> : null}
      />
      {Notice ? <Notice /> : null}
      {view === 'map' ? (
        <CourseMapView
          phone={phone}
          params={filterQueryParams(filters, applied)}
          onClose={() => setView('list')}
        />
      ) : passenger ? (
        <Box ref={fillPassengerList} sx={{ height: passengerListHeight, minHeight: 320, maxWidth: 640 }}>
          <CourseColumnList
            params={params}
            label="Lista kursów"
            user={card}
            options={settings.card}
            fabClearance
          />
        </Box>
      ) : phone ? (
        <CourseTabs params={params} user={card} options={settings.card} />
      ) : (
        <CourseColumns params={params} columns={settings.columns} user={card} options={settings.card} />
      )}
      <CourseDrawerHost user={card} />
      {passenger && canCreateKilometerCourse(permission) ? (
        <CreateFab to="/kilometer-course-create" label="utwórz kilometrówkę" />
      ) : null}
      {canCreateTaxi && phone ? (
        CreateTaxi ? (
          <CreateTaxi variant="fab" />
        ) : (
          <CreateFab to="/course/create" label="utwórz taksówkę" />
        )
      ) : null}
      {dialog === 'filters' ? (
        <FilterDrawer
          filters={filters}
          phone={phone}
          onClose={() => setDialog(null)}
          onSave={(next) => {
            setFilters(next);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'settings' ? (
        <ViewSettingsDialog
          settings={settings}
          passenger={passenger}
          onClose={() => setDialog(null)}
          onSave={(next) => {
            setSettings(next);
            setDialog(null);
          }}
        />
      ) : null}
    </Box>
  );
}
