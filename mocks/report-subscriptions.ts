/** `GET|PUT /api/report_subscriptions` (issue 35 part 3) over an in-memory section, as the server answers. */
import { http, HttpResponse } from 'msw';
import {
  reportSubscriptionBodySchema,
  type ReportSubscriptions,
} from '../domain/contract/report-subscription.schema';
import { REPORT_KIND_INFO, reportTitle } from '../domain/reports/report-subscriptions';

/** The fleet user's section: the drivers' report monthly (sent on 1 December), the other off. */
export function buildReportSubscriptions(overrides: Partial<ReportSubscriptions> = {}): ReportSubscriptions {
  return {
    email: 'flota@taxitrans.waw.pl',
    reports: [
      {
        report: 'fleet_drivers',
        label: REPORT_KIND_INFO.fleet_drivers.label,
        company: null,
        frequency: 'monthly',
        active: true,
        lastSentAt: '2026-12-01T06:00:00.000Z',
      },
      {
        report: 'fleet_subcontractors',
        label: REPORT_KIND_INFO.fleet_subcontractors.label,
        company: null,
        frequency: null,
        active: true,
        lastSentAt: null,
      },
    ],
    ...overrides,
  };
}

/** The transport company's section: the finance report once per railway company, one sent monthly. */
export function buildFinanceReportSubscriptions(): ReportSubscriptions {
  const row = (id: number, name: string) => ({
    report: 'finance_settlement' as const,
    label: reportTitle('finance_settlement', name),
    company: { '@id': `/api/companies/${id}`, id, name },
    frequency: null,
    active: true,
    lastSentAt: null,
  });
  return {
    email: 'transport@kursownik.pl',
    reports: [
      { ...row(1, 'PKP Intercity'), frequency: 'monthly', lastSentAt: '2026-12-01T06:00:00.000Z' },
      row(4, 'Koleje Mazowieckie'),
    ],
  };
}

/** Handlers over `section` (changed in place by a PUT); each PUT body is recorded in `saved`. */
export function reportSubscriptionHandlers(section: ReportSubscriptions, saved: unknown[] = []) {
  return [
    http.get('*/api/report_subscriptions', () => HttpResponse.json(section)),
    http.put('*/api/report_subscriptions', async ({ request }) => {
      const body = reportSubscriptionBodySchema.parse(await request.json());
      saved.push(body);
      section.reports = section.reports.map((report) =>
        report.report === body.report && (report.company?.id ?? null) === (body.company ?? null)
          ? { ...report, frequency: body.frequency === 'none' ? null : body.frequency }
          : report,
      );
      return HttpResponse.json(section);
    }),
  ];
}
