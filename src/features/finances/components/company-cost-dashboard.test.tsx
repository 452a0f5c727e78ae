import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { renderWithRouter } from '@/test/render';
import { CompanyCostDashboard } from './company-cost-dashboard';

const month = { month: '2026-11', priceByMotorway: 1250 };
const costRows = [
  {
    ...month,
    transportCompanyId: 4,
    transportCompanyName: 'Taxi Trans',
    priceByKilometers: 32000,
    priceByWaiting: 0,
  },
  // Kilometres and waiting without a price (no stake, no own price): null, not 0 (row 651).
  {
    ...month,
    transportCompanyId: 5,
    transportCompanyName: 'Euro-Bus',
    priceByKilometers: null,
    priceByWaiting: null,
  },
];

describe('CompanyCostDashboard', () => {
  it("says 'brak stawki' for a month's unpriced costs and that the totals leave them out", async () => {
    server.use(
      http.get('*/statistics/all-costs-from-accepted-and-finished-courses', () =>
        HttpResponse.json(costRows),
      ),
      http.get('*/api/company_transport_costs', () => HttpResponse.json(hydraCollection([]))),
      http.get('*/api/missing_defined_kilometers', () => HttpResponse.json([])),
    );
    renderWithRouter(<CompanyCostDashboard />);
    const partial = await screen.findByRole('table', { name: 'Koszty cząstkowe według miesięcy' });
    const euroBus = within(partial).getByRole('row', { name: /Euro-Bus/ });
    expect(within(euroBus).getAllByText('brak stawki')).toHaveLength(2);
    expect(within(euroBus).getByText('12,50 zł')).toBeInTheDocument();
    expect(within(euroBus).queryByText('0,00 zł')).toBeNull();
    expect(within(euroBus).getByText('listopad 2026')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Koszty całkowite nie obejmują kilometrów ani oczekiwania bez stawki: Euro-Bus',
    );
  }, 30_000);
});
