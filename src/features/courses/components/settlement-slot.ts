import { createContext, useContext, type ComponentType } from 'react';
import type { Course } from '@domain/contract/course.schema';
import type { PermissionUser } from '@domain/courses/course-permissions';
import type { CourseStatusColumn } from '@domain/courses/status-columns';
import type { KilometerUser } from '@domain/settlement/kilometer-transitions';

/** What the course drawer hands to its settlement column (a taxi course, a non-manager viewer). */
export interface TaxiSettlementProps {
  courseId: number;
  /** The course's version as the drawer holds it: a live change by someone else reloads the settlement. */
  courseVersion?: number;
  user: PermissionUser;
}

/** What the kilometer drawer hands to its 'Podsumowanie' tab. */
export interface KilometerSummaryProps {
  course: Course;
  /** The ride's `@id`, e.g. `/api/kilometer_course_rides/12`. */
  rideIri: string;
  user: KilometerUser | undefined;
}

/** What a status column hands to its menu (the bulk 'Zaakceptuj wszystkie do rozliczenia', §2). */
export interface ColumnMenuProps {
  column: CourseStatusColumn;
  label: string;
  /** Cards in the column (undefined while loading). */
  total: number | undefined;
  user: PermissionUser;
}

/** What a kilometer card hands to its settlement report notice (row 681). */
export interface KilometerReportNoticeProps {
  course: Course;
  /** The signed-in user's id: the notice is for the course's creator only. */
  userId: number | undefined;
}

export interface SettlementSlots {
  TaxiSettlement: ComponentType<TaxiSettlementProps> | null;
  KilometerSummary: ComponentType<KilometerSummaryProps> | null;
  ColumnMenu: ComponentType<ColumnMenuProps> | null;
  KilometerReportNotice: ComponentType<KilometerReportNoticeProps> | null;
}

/**
 * The settlement drawers, the bulk settle menu and the kilometer card's report notice belong to the settlement feature: the route composes
 * them in (the drawers lazily, each its own chunk: the list has little JavaScript room left) through
 * `CourseListPage`, and the drawers and columns, deep in the list, read them from here. Without them
 * (tests of the list alone) the drawers show the sections' headings with nothing under them, the
 * columns have no menu and the kilometer cards no report notice.
 */
export const SettlementSlotContext = createContext<SettlementSlots>({
  TaxiSettlement: null,
  KilometerSummary: null,
  ColumnMenu: null,
  KilometerReportNotice: null,
});

export const useSettlementSlots = () => useContext(SettlementSlotContext);
