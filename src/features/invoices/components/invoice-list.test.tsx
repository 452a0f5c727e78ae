import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hydraCollection } from '@mocks/courses';
import { buildInvoiceListItem } from '@mocks/invoices';
import { server } from '@mocks/server';
import type { InvoiceListItem } from '@domain/contract/invoice.schema';
import { renderWithRouter } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { InvoiceList } from './invoice-list';

/** Serves the invoices, those whose number holds `search` when one is sent; remembers each query. */
function serve(members: InvoiceListItem[]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/invoices', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const found = members.filter((invoice) => invoice.number.includes(params.get('search') ?? ''));
      return HttpResponse.json(hydraCollection(found, found.length, '/api/invoices'));
    }),
  );
  return seen;
}

const invoices = [
  buildInvoiceListItem({ id: 43, number: 'FV 3/11/2026', status: 1, daysLeft: 14 }),
  buildInvoiceListItem({ id: 42, number: 'FV 2/11/2026', status: 3, daysLeft: -2, gross: 123_456 }),
  buildInvoiceListItem({ id: 41, number: 'FV 1/11/2026', status: 4, daysLeft: null }),
];

describe("'Fakturowanie': the invoice list", () => {
  it('shows a row per invoice with its status, gross and days to pay, linked to the invoice', async () => {
    setScreenWidth(1280);
    serve(invoices);
    renderWithRouter(<InvoiceList />);
    const table = await screen.findByRole('table', { name: 'Faktury' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toContain('Dni do zapłaty');
    const daysColumn = headers.indexOf('Dni do zapłaty');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf(rows[0]!)[daysColumn]).toBe('14 dni');
    expect(cellsOf(rows[1]!)[daysColumn]).toBe('po terminie 2 dni');
    // Paid: no days are counted (§4).
    expect(cellsOf(rows[2]!)[daysColumn]).toBe('—');
    expect(rows[0]).toHaveTextContent('Proforma');
    expect(rows[1]).toHaveTextContent('Przekazana do płatności');
    expect(rows[1]).toHaveTextContent('1234,56 zł');
    expect(rows[2]).toHaveTextContent('Opłacona');
    expect(rows[0]).toHaveTextContent('Koleje Mazowieckie');
    expect(within(rows[1]!).getByRole('link', { name: 'FV 2/11/2026' })).toHaveAttribute(
      'href',
      '/invoices/show/42',
    );
    expect(screen.getByRole('link', { name: 'Wystaw fakturę' })).toHaveAttribute('href', '/invoices/create');
  });

  it('shows cards with the days to pay on a phone', async () => {
    setScreenWidth(390);
    serve(invoices.slice(1, 2));
    renderWithRouter(<InvoiceList />);
    const card = (await screen.findByRole('link', { name: 'FV 2/11/2026' })).closest('li');
    expect(card).not.toBeNull();
    expect(card).toHaveTextContent('po terminie 2 dni');
    expect(card).toHaveTextContent('1234,56 zł');
    // The status is the chip beside the number.
    expect(within(card!).getByRole('heading', { level: 3 }).parentElement).toHaveTextContent(
      'FV 2/11/2026Przekazana do płatności',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for pages newest first and searches the number or the buyer on the server (row 781)', async () => {
    setScreenWidth(1280);
    const seen = serve(invoices);
    const { user } = renderWithRouter(<InvoiceList />);
    await screen.findByRole('table', { name: 'Faktury' });
    expect(seen[0]?.get('order[id]')).toBe('desc');
    expect(seen[0]?.get('itemsPerPage')).toBe('25');
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj faktury' }), '3/11');
    expect(await screen.findByText('1–1 z 1')).toBeInTheDocument();
    expect(seen.at(-1)?.get('search')).toBe('3/11');
    expect(screen.getByRole('link', { name: 'FV 3/11/2026' })).toBeInTheDocument();
  });

  it("says 'Pusto' when the company has issued none (row 781)", async () => {
    setScreenWidth(1280);
    serve([]);
    renderWithRouter(<InvoiceList />);
    expect(await screen.findByText('Pusto')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
