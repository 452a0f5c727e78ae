import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REPORT_SUBSCRIPTION_TEXTS as TEXTS } from '@domain/reports/report-subscription-texts';
import { violationsError } from '@mocks/handlers';
import { NO_EMAIL_MESSAGE } from '@domain/contract/report-subscription.schema';
import {
  buildFinanceReportSubscriptions,
  buildReportSubscriptions,
  reportSubscriptionHandlers,
} from '@mocks/report-subscriptions';
import { server } from '@mocks/server';
import { buildUser } from '@mocks/users';
import { renderWithRouter } from '@/test/render';
import { ReportSubscriptionSettings } from './report-subscription-settings';

const rowsOf = async () =>
  within(await screen.findByRole('list', { name: TEXTS.title }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("'Raporty e-mailem' in the settings", () => {
  it('shows each report with its choice, the address and the last sent date, and saves a new choice', async () => {
    const saved: unknown[] = [];
    server.use(...reportSubscriptionHandlers(buildReportSubscriptions(), saved));
    renderWithRouter(<ReportSubscriptionSettings />);
    expect(await screen.findByText('flota@taxitrans.waw.pl')).toBeInTheDocument();
    expect(await rowsOf()).toEqual([
      expect.stringContaining('Rozliczenia kierowcówOstatnio wysłany: 01.12.2026'),
      expect.stringContaining('Rozliczenia podwykonawcówJeszcze nie wysłany'),
    ]);

    const selects = screen.getAllByRole('combobox', { name: TEXTS.frequency });
    expect(selects.map((select) => select.textContent)).toEqual([
      'Co miesiąc (pierwszy dzień roboczy)',
      'Nie wysyłaj',
    ]);
    await userEvent.click(selects[1] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Co tydzień (poniedziałek)' }));
    expect(await screen.findByText(TEXTS.saved)).toBeInTheDocument();
    expect(saved).toEqual([{ report: 'fleet_subcontractors', frequency: 'weekly' }]);
    await expect
      .poll(() => screen.getAllByRole('combobox', { name: TEXTS.frequency })[1]?.textContent)
      .toBe('Co tydzień (poniedziałek)');
  });

  it('without an e-mail address explains why and disables the choices', async () => {
    server.use(...reportSubscriptionHandlers(buildReportSubscriptions({ email: null })));
    renderWithRouter(<ReportSubscriptionSettings />);
    expect(await screen.findByText(TEXTS.noEmail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.noEmailLink })).toHaveAttribute(
      'href',
      '/settings/user-email-settings',
    );
    for (const select of screen.getAllByRole('combobox', { name: TEXTS.frequency }))
      expect(select).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a subscription whose role was removed as inactive', async () => {
    const section = buildReportSubscriptions();
    section.reports = section.reports.map((report) => ({ ...report, active: false }));
    server.use(...reportSubscriptionHandlers(section));
    renderWithRouter(<ReportSubscriptionSettings />);
    expect(await screen.findByText(TEXTS.inactive)).toBeInTheDocument();
  });

  it('says when the roles allow no report', async () => {
    server.use(...reportSubscriptionHandlers(buildReportSubscriptions({ reports: [] })));
    renderWithRouter(<ReportSubscriptionSettings />);
    expect(await screen.findByText(TEXTS.noReports)).toBeInTheDocument();
  });

  it('shows the Polish message of a refused save', async () => {
    server.use(...reportSubscriptionHandlers(buildReportSubscriptions()));
    // A later server.use comes first: the refusal answers the PUT.
    server.use(
      http.put('*/api/report_subscriptions', () =>
        violationsError([{ propertyPath: 'frequency', message: NO_EMAIL_MESSAGE }]),
      ),
    );
    renderWithRouter(<ReportSubscriptionSettings />);
    const selects = await screen.findAllByRole('combobox', { name: TEXTS.frequency });
    await userEvent.click(selects[1] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Co miesiąc (pierwszy dzień roboczy)' }));
    expect(await screen.findByText(NO_EMAIL_MESSAGE)).toBeInTheDocument();
  });

  it('lists the finance report once per railway company and saves the chosen company', async () => {
    const saved: unknown[] = [];
    server.use(...reportSubscriptionHandlers(buildFinanceReportSubscriptions(), saved));
    renderWithRouter(<ReportSubscriptionSettings />);
    expect(await rowsOf()).toEqual([
      expect.stringContaining('Raport finansowy (PKP Intercity)Ostatnio wysłany: 01.12.2026'),
      expect.stringContaining('Raport finansowy (Koleje Mazowieckie)Jeszcze nie wysłany'),
    ]);
    const selects = screen.getAllByRole('combobox', { name: TEXTS.frequency });
    await userEvent.click(selects[1] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Co tydzień (poniedziałek)' }));
    expect(await screen.findByText(TEXTS.saved)).toBeInTheDocument();
    // The mock parses the body as the server does: the company's IRI is read as its id.
    expect(saved).toEqual([{ report: 'finance_settlement', frequency: 'weekly', company: 4 }]);
    await expect
      .poll(() => screen.getAllByRole('combobox', { name: TEXTS.frequency }).map((one) => one.textContent))
      .toEqual(['Co miesiąc (pierwszy dzień roboczy)', 'Co tydzień (poniedziałek)']);
  });

  it("while previewing another account shows that user's choices, disabled, and says why", async () => {
    server.use(
      http.get('*/api/users/me', () =>
        HttpResponse.json(buildUser({ impersonator: { id: 1, username: 'admin' } })),
      ),
      ...reportSubscriptionHandlers(buildReportSubscriptions()),
    );
    renderWithRouter(<ReportSubscriptionSettings />);
    expect(await screen.findByText(TEXTS.previewOnly)).toBeInTheDocument();
    for (const select of screen.getAllByRole('combobox', { name: TEXTS.frequency }))
      expect(select).toHaveAttribute('aria-disabled', 'true');
  });
});
