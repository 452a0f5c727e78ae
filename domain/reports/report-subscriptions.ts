/**
 * Scheduled e-mailed reports (issue 35 part 3, docs/spec-decisions.md rows 794-799): which reports a
 * user may subscribe to (the same rule that shows the report's page and download button, no new one),
 * how often, and which period a run sends.
 */
import type { HasRoles } from '../auth/roles';
import { canReadCompanyStatistics, canReadFinancialReport } from '../finance/finance-rules';
import { previousMonth } from '../settlement/kilometer-month';
import { canReadFleetReports } from './fleet-report';
import { addDays, firstWorkingDay, mondayOf } from './polish-working-days';

export const REPORT_KINDS = [
  'finance_settlement',
  'company_costs',
  'fleet_drivers',
  'fleet_subcontractors',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

type ReportUser = HasRoles & { companyId: number | null };

interface ReportKindInfo {
  label: string;
  /** The SPA page the e-mail links to. */
  path: string;
  mayMake: (user: ReportUser) => boolean;
  /**
   * The report's download names one railway company (row 830): each subscription names one of the
   * companies the download's company choice offers the user.
   */
  perCompany: boolean;
}

/** Rows 794, 830, 831: the reports with a download that a subscription can send. */
export const REPORT_KIND_INFO: Record<ReportKind, ReportKindInfo> = {
  finance_settlement: {
    label: 'Raport finansowy',
    path: '/finances',
    mayMake: canReadFinancialReport,
    perCompany: true,
  },
  company_costs: {
    label: 'Koszty przewozów',
    path: '/finances',
    mayMake: canReadCompanyStatistics,
    perCompany: false,
  },
  fleet_drivers: {
    label: 'Rozliczenia kierowców',
    path: '/fleet/driver-report',
    mayMake: canReadFleetReports,
    perCompany: false,
  },
  fleet_subcontractors: {
    label: 'Rozliczenia podwykonawców',
    path: '/fleet/subcontractor-report',
    mayMake: canReadFleetReports,
    perCompany: false,
  },
};

/**
 * Row 832: someone previewing another account (login-as, X-Switch-User) reads that user's
 * subscriptions but changes none; the e-mails go to the previewed user, who made no choice.
 */
export const canChangeReportSubscriptions = (caller: { impersonator?: unknown }): boolean =>
  !caller.impersonator;

/** Row 796: the section's choices (the select's labels). */
export const FREQUENCY_LABELS: Record<ReportFrequency | 'none', string> = {
  none: 'Nie wysyłaj',
  weekly: 'Co tydzień (poniedziałek)',
  monthly: 'Co miesiąc (pierwszy dzień roboczy)',
};

export const isReportKind = (value: string): value is ReportKind =>
  (REPORT_KINDS as readonly string[]).includes(value);

/** The reports this user may subscribe to now. Example: a ROLE_FLEET user of a company -> both fleet ones. */
export const subscribableReports = (user: ReportUser): ReportKind[] =>
  REPORT_KINDS.filter((kind) => REPORT_KIND_INFO[kind].mayMake(user));

export interface DuePeriod {
  /** The delivery's unique key with the subscription: 'YYYY-MM' monthly, the Monday's day weekly. */
  key: string;
  /** The 'YYYY-MM' month the report covers. */
  month: string;
}

/**
 * The period a run on the Polish day `today` sends, or null when none is due yet (row 795). Monthly:
 * from the month's first working day on, the previous month. Weekly: from Monday on, the month of the
 * week just ended (its Sunday), so far (the fleet reports are monthly).
 * Example: duePeriod('monthly', '2027-01-01') === null (a holiday; due on Monday 2027-01-04)
 */
export function duePeriod(frequency: ReportFrequency, today: string): DuePeriod | null {
  if (frequency === 'weekly') {
    const monday = mondayOf(today);
    return { key: monday, month: addDays(monday, -1).slice(0, 7) };
  }
  const month = today.slice(0, 7);
  if (today < firstWorkingDay(month)) return null;
  const covered = previousMonth(month);
  return { key: covered, month: covered };
}

/**
 * A subscription's name in the section and the e-mail: the report, and the company it names.
 * Example: reportTitle('finance_settlement', 'PKP Intercity') === 'Raport finansowy (PKP Intercity)'
 */
export const reportTitle = (kind: ReportKind, companyName: string | null): string =>
  companyName === null ? REPORT_KIND_INFO[kind].label : `${REPORT_KIND_INFO[kind].label} (${companyName})`;
