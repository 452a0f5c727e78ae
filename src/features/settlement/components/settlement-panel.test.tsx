import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { buildTaxiSettlement } from '@mocks/taxi-settlement';
import type { TaxiSettlement } from '@domain/contract/settlement.schema';
import { renderWithRouter } from '@/test/render';
import { SettlementPanel } from './settlement-panel';

const bill = { distance: 50, waitingHundredthsOfHour: 150, highwayCost: 1250, comment: null };
const settlement = (overrides: Partial<TaxiSettlement> = {}): TaxiSettlement =>
  buildTaxiSettlement({
    view: 'customer',
    rides: [
      {
        id: 11,
        number: 'PI/1',
        status: 'accepted_by_contractor',
        day: '2026-11-03',
        distanceSum: 45,
        toSettled: bill,
        amount: 24_000,
      },
      {
        id: 12,
        number: 'PI/2',
        status: 'finished',
        day: null,
        distanceSum: 10,
        toSettled: bill,
        amount: null,
      },
    ],
    totals: { distance: 100, waitingHundredthsOfHour: 300, highwayCost: 2500 },
    ...overrides,
  });
const serve = (answer: TaxiSettlement | null) =>
  server.use(
    http.get('*/api/taxi_courses/:id/settlement', () =>
      answer
        ? HttpResponse.json(answer, { headers: { ETag: 'W/"3"' } })
        : HttpResponse.json({}, { status: 500 }),
    ),
  );

describe('the settlement column', () => {
  it("shows the railway company its table, the totals row, 'brak stawki' and its buttons only", async () => {
    serve(settlement());
    renderWithRouter(
      <SettlementPanel courseId={7} user={{ id: 3, roles: ['ROLE_COMPANY'], companyId: 1 }} />,
    );
    const table = await screen.findByRole('table', { name: 'Klient: PKP Intercity' });
    expect(within(table).getByText('Razem')).toBeInTheDocument();
    expect(within(table).getAllByText('brak stawki').length).toBeGreaterThan(0);
    expect(within(table).getByText('240,00 zł')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'zaakceptuj do rozliczenia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'zgłoś niezgodność' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edytuj rozliczenie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz i przekaż do rozliczenia' })).not.toBeInTheDocument();
    expect(screen.getByText('Brak zmian w rozliczeniu')).toBeInTheDocument();
  });
  it('offers an invoiced course no settlement button and says why (row 810)', async () => {
    const accepted = settlement().rides.map((ride) => ({ ...ride, status: 'accepted_by_customer' }));
    serve(settlement({ invoiced: true, rides: accepted }));
    renderWithRouter(
      <SettlementPanel courseId={7} user={{ id: 3, roles: ['ROLE_COMPANY'], companyId: 1 }} />,
    );
    expect(
      await screen.findByText(
        'Kurs jest na fakturze. Aby zmienić rozliczenie przejazdu, anuluj najpierw fakturę.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'cofnij akceptację' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'zgłoś niezgodność' })).not.toBeInTheDocument();
  });
  it('gives the contractor the edit button and the forward button of the finished ride', async () => {
    serve(settlement({ view: 'contractor' }));
    renderWithRouter(
      <SettlementPanel courseId={7} user={{ id: 4, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 2 }} />,
    );
    expect(await screen.findByRole('button', { name: 'Edytuj rozliczenie' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Przejazd PI/2' });
    expect(
      within(group).getByRole('button', { name: 'Zapisz i przekaż do rozliczenia' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Przejazd PI/1' })).not.toBeInTheDocument();
  });
  it('says when the settlement cannot be loaded', async () => {
    serve(null);
    renderWithRouter(
      <SettlementPanel courseId={7} user={{ id: 3, roles: ['ROLE_COMPANY'], companyId: 1 }} />,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
