/**
 * The 'Raporty e-mailem' settings of the caller (issue 35 part 3): the reports their roles may make
 * (the download's own rule, domain/reports/report-subscriptions.ts), a per-company report once per
 * company its download offers (row 830), plus any subscription kept after a role or a company was
 * lost, shown inactive (nothing is sent for it).
 */
import type {
  ReportSubscription,
  ReportSubscriptions,
} from '../../../domain/contract/report-subscription.schema';
import {
  COMPANY_CHOICE_MESSAGE,
  NO_EMAIL_MESSAGE,
} from '../../../domain/contract/report-subscription.schema';
import { iri } from '../../../domain/contract/iri';
import { REPORT_SUBSCRIPTION_TEXTS } from '../../../domain/reports/report-subscription-texts';
import {
  REPORT_KIND_INFO,
  REPORT_KINDS,
  canChangeReportSubscriptions,
  isReportKind,
  reportTitle,
  subscribableReports,
  type ReportFrequency,
  type ReportKind,
} from '../../../domain/reports/report-subscriptions';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { ApiError, ViolationError, forbidden } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { financeReportCompanies } from '../finance/financial-report.export';
import type { FinanceCaller } from '../finance/financial-report.service';
import { findUserById } from '../users/users.repository';
import {
  saveSubscription,
  subscriptionsOf,
  type StoredSubscription,
} from './report-subscriptions.repository';

const isFrequency = (value: string): value is ReportFrequency => value === 'weekly' || value === 'monthly';

type Company = { id: number; name: string };

/**
 * The companies a per-company report may name for this user now: the finance page's company choice
 * (the only per-company report), none for a report without a company.
 */
export async function companyChoices(db: Db, user: FinanceCaller, kind: ReportKind): Promise<Company[]> {
  return REPORT_KIND_INFO[kind].perCompany ? financeReportCompanies(db, user) : [];
}

const sameCompany = (a: Company | null, b: Company | null) => (a?.id ?? null) === (b?.id ?? null);

export async function reportSubscriptionsOf(db: Db, user: AuthUser): Promise<ReportSubscriptions> {
  const email = (await findUserById(db, user.id))?.email?.trim() || null;
  const stored = (await subscriptionsOf(db, user.id)).filter(
    (row): row is StoredSubscription & { report: ReportKind } => isReportKind(row.report),
  );
  const allowed = subscribableReports(user);
  const reports: ReportSubscription[] = [];
  for (const kind of REPORT_KINDS) {
    const offered: (Company | null)[] = !allowed.includes(kind)
      ? []
      : REPORT_KIND_INFO[kind].perCompany
        ? await companyChoices(db, user, kind)
        : [null];
    const kept = stored
      .filter((row) => row.report === kind && !offered.some((company) => sameCompany(company, row.company)))
      .map((row) => row.company);
    for (const company of [...offered, ...kept]) {
      const row = stored.find((one) => one.report === kind && sameCompany(one.company, company));
      reports.push({
        report: kind,
        label: reportTitle(kind, company?.name ?? null),
        company: company === null ? null : { '@id': iri('companies', company.id), ...company },
        frequency: row && isFrequency(row.frequency) ? row.frequency : null,
        active: offered.some((one) => sameCompany(one, company)) && email !== null,
        lastSentAt: row?.lastSentAt?.toISOString() ?? null,
      });
    }
  }
  return { email, reports };
}

/**
 * Sets the caller's own subscription: 403 while previewing another account (row 832) and for a
 * report their roles do not make (turning one off is always allowed), 422 for a company the report's
 * download does not offer them (row 830) and without an e-mail address to send to.
 */
export async function setReportSubscription(
  db: Db,
  user: AuthUser,
  body: { report: ReportKind; frequency: ReportFrequency | 'none'; company?: number | null | undefined },
): Promise<void> {
  if (!canChangeReportSubscriptions(user)) throw new ApiError(403, REPORT_SUBSCRIPTION_TEXTS.previewOnly);
  const { report, frequency } = body;
  const companyId = body.company ?? null;
  if (!isReportKind(report)) throw forbidden();
  const perCompany = REPORT_KIND_INFO[report].perCompany;
  if (perCompany === (companyId === null))
    throw new ViolationError([
      {
        propertyPath: 'company',
        message: perCompany ? COMPANY_CHOICE_MESSAGE : HTTP_MESSAGES.invalidValue,
      },
    ]);
  if (frequency !== 'none') {
    if (!REPORT_KIND_INFO[report].mayMake(user)) throw forbidden();
    if (companyId !== null && !(await companyChoices(db, user, report)).some((c) => c.id === companyId))
      throw new ViolationError([{ propertyPath: 'company', message: COMPANY_CHOICE_MESSAGE }]);
    const email = (await findUserById(db, user.id))?.email?.trim();
    if (!email) throw new ViolationError([{ propertyPath: 'frequency', message: NO_EMAIL_MESSAGE }]);
  }
  await saveSubscription(db, user.id, report, companyId, frequency === 'none' ? null : frequency);
}
