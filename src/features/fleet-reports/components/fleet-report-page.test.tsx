import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import type { FleetReport } from '@domain/contract/fleet-report.schema';
import { fleetReportTotals } from '@domain/reports/fleet-report';
import { currentMonth, monthLabel, previousMonth } from '@domain/settlement/kilometer-month';
import { renderWithRouter } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { FleetReportPage } from './fleet-report-page';

const row = (rideNumber: string, distance: number, amount: number | null) => ({
  day: '2026-10-05',
  courseId: 7,
  rideNumber,
  route: 'Płock → Kutno',
  distance,
  waitingHundredthsOfHour: 150,
  highwayCost: null,
  amount,
});
const rows = [row('OK/1', 10, 11200), row('OK/2', 20, 6400)];
const report: FleetReport = {
  kind: 'drivers',
  month: '2026-10',
  companyName: 'Taxi Trans Warszawa',
  groups: [{ id: 1, name: 'Paweł Zieliński', rows, totals: fleetReportTotals(rows) }],
  totals: fleetReportTotals(rows),
};

function reportHandler(answer: FleetReport, seen: string[] = []) {
  return http.get('*/api/driver_reports', ({ request }) => {
    seen.push(new URL(request.url).searchParams.get('month') ?? '');
    return HttpResponse.json(answer);
  });
}

describe("'Rozliczenia kierowców'", () => {
  it('asks for the previous month and shows the driver with subtotal and total', async () => {
    setScreenWidth(1400);
    const seen: string[] = [];
    server.use(reportHandler(report, seen));
    renderWithRouter(<FleetReportPage kind="drivers" />);
    const table = await screen.findByRole('table', { name: 'Rozliczenia kierowców' });
    expect(seen[0]).toBe(previousMonth(currentMonth(new Date())));
    expect(screen.getByRole('heading', { name: monthLabel(seen[0] ?? '') })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Kierowca: Paweł Zieliński' })).toBeInTheDocument();
    const total = within(table).getByText('Razem').closest('tr');
    expect(total).toHaveTextContent('30 km');
    expect(total).toHaveTextContent('3,00 h');
    expect(total).toHaveTextContent('176,00 zł');
  });

  it('shows cards on a phone', async () => {
    setScreenWidth(390);
    server.use(reportHandler(report));
    renderWithRouter(<FleetReportPage kind="drivers" />);
    const card = await screen.findByRole('region', { name: 'Kierowca: Paweł Zieliński' });
    expect(within(card).getByText('112,00 zł')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Razem' })).getByText('176,00 zł')).toBeInTheDocument();
  });

  it('says when the month is empty and moves to the month before', async () => {
    setScreenWidth(1400);
    const seen: string[] = [];
    server.use(reportHandler({ ...report, groups: [], totals: fleetReportTotals([]) }, seen));
    const view = renderWithRouter(<FleetReportPage kind="drivers" />);
    expect(
      await screen.findByText('Brak rozliczonych przejazdów kierowców w tym miesiącu'),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Poprzedni miesiąc' }));
    await screen.findByRole('heading', { name: monthLabel(previousMonth(seen[0] ?? '')) });
    expect(seen).toContain(previousMonth(seen[0] ?? ''));
  });
});
