import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildSettlement } from '@mocks/kilometer-settlement';
import { server } from '@mocks/server';
import type { KilometerSettlement } from '@domain/contract/kilometer-settlement.schema';
import { kilometerMonthTotals } from '@domain/settlement/kilometer-month';
import { renderWithRouter } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { FinancialSettlementPage } from './financial-settlement-page';

const rides = [
  buildSettlement({
    rideId: 1,
    number: 'PI/KM01/11/2026',
    status: 'to_be_settled',
    distance: 10,
    highwayCost: 500,
    amount: 1650,
  }),
  buildSettlement({
    rideId: 2,
    number: 'PI/KM02/11/2026',
    status: 'to_be_settled',
    distance: 20,
    highwayCost: null,
    amount: 2300,
  }),
  buildSettlement({
    rideId: 3,
    number: 'PI/KM03/11/2026',
    status: 'settled',
    distance: 4,
    highwayCost: null,
    amount: null,
  }),
];

function monthHandler(members: KilometerSettlement[], seen: URLSearchParams[] = []) {
  return http.get('*/api/kilometer_settlements', ({ request }) => {
    seen.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      '@context': '/api/contexts/KilometerSettlement',
      '@id': '/api/kilometer_settlements',
      '@type': 'hydra:Collection',
      'hydra:member': members,
      'hydra:totalItems': members.length,
      month: '2026-11',
      totals: kilometerMonthTotals(members),
      companies: [{ id: 1, name: 'PKP Intercity' }],
      employees: [{ id: 9, name: 'Jan Kowalski' }],
    });
  });
}

describe("'Rozliczenia'", () => {
  it("shows the employee's month in a table with its totals and what has no stake", async () => {
    setScreenWidth(1400);
    server.use(monthHandler(rides));
    renderWithRouter(
      <FinancialSettlementPage user={{ roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'] }} />,
    );
    const table = await screen.findByRole('table', { name: 'Przejazdy miesiąca' });
    expect(within(table).getByText('Razem: 3 przejazdy')).toBeInTheDocument();
    expect(within(table).getByText('34 km')).toBeInTheDocument();
    expect(within(table).getByText('39,50 zł')).toBeInTheDocument();
    expect(within(table).getByText('brak stawki')).toBeInTheDocument();
    expect(screen.getByText('Kwota nie obejmuje przejazdów bez stawki: 1')).toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });

  it('lets the accountant settle the selected rides at once, on a phone as cards', async () => {
    setScreenWidth(390);
    let body: unknown = null;
    const seen: URLSearchParams[] = [];
    server.use(
      monthHandler(rides.slice(0, 2), seen),
      http.post('*/api/kilometer_settlements/settle', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ settled: 2, message: 'Rozliczono 2 przejazdy' });
      }),
    );
    const view = renderWithRouter(<FinancialSettlementPage user={{ roles: ['ROLE_ACCOUNTANT'] }} />);
    const list = await screen.findByRole('list', { name: 'Przejazdy miesiąca' });
    expect(seen[0]?.get('status')).toBe('to_be_settled');
    await view.user.click(within(list).getByRole('checkbox', { name: 'Zaznacz PI/KM01/11/2026' }));
    await view.user.click(within(list).getByRole('checkbox', { name: 'Zaznacz PI/KM02/11/2026' }));
    expect(screen.getByText('Zaznaczono 2 przejazdy')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Rozliczono zaznaczone' }));
    await waitFor(() =>
      expect(body).toEqual({ rides: ['/api/kilometer_course_rides/1', '/api/kilometer_course_rides/2'] }),
    );
    expect(await screen.findByText('Rozliczono 2 przejazdy')).toBeInTheDocument();
  });

  it('says when the month is empty and steps to the month before', async () => {
    setScreenWidth(1400);
    const seen: URLSearchParams[] = [];
    server.use(monthHandler([], seen));
    const view = renderWithRouter(
      <FinancialSettlementPage user={{ roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'] }} />,
    );
    expect(await screen.findByText('Brak przejazdów w tym miesiącu')).toBeInTheDocument();
    const first = seen[0]?.get('month') ?? '';
    await view.user.click(screen.getByRole('button', { name: 'Poprzedni miesiąc' }));
    await waitFor(() => expect(seen.at(-1)?.get('month')).not.toBe(first));
  });
});
