import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hydraError } from '@mocks/handlers';
import { INVOICE_BUYER, INVOICE_SELLER, buildInvoice } from '@mocks/invoices';
import { server } from '@mocks/server';
import type { InvoiceWire } from '@domain/contract/invoice.schema';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { INVOICE_MOVES, INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '@domain/invoices/invoice-status';
import { renderWithRouter } from '@/test/render';
import { InvoiceShow, NO_SELLER_ACCOUNT } from './invoice-show';

const seller = { roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY', 'ROLE_INVOICE'], companyId: 3 };
const item = (invoice: InvoiceWire) => HttpResponse.json({ ...invoice, '@context': '/api/contexts/Invoice' });

/** Serves the invoice; `answerPut` answers the PUT (default: the change applied, version + 1). */
function serve(first: InvoiceWire, answerPut?: (body: Record<string, unknown>) => Response) {
  let current = first;
  const puts: Record<string, unknown>[] = [];
  const reads = { count: 0 };
  server.use(
    http.get('*/api/invoices/:id', () => {
      reads.count += 1;
      return item(current);
    }),
    http.put('*/api/invoices/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      if (answerPut) return answerPut(body);
      const { version: _version, ...change } = body;
      current = { ...current, ...change, version: current.version + 1 };
      return item(current);
    }),
  );
  return {
    puts,
    reads,
    replace: (next: InvoiceWire) => {
      current = next;
    },
  };
}

const statusButtons = () =>
  within(screen.getByRole('group', { name: 'Zmień status' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the invoice page', () => {
  it.each(INVOICE_STATUSES.filter((status) => INVOICE_MOVES[status].length > 0))(
    'offers from status %s exactly the moves of the domain table',
    async (status) => {
      serve(buildInvoice({ status }));
      renderWithRouter(<InvoiceShow id={41} actor={seller} />);
      await screen.findByRole('heading', { name: 'Faktura FV 1/11/2026' });
      expect(statusButtons()).toEqual(INVOICE_MOVES[status].map((to) => INVOICE_STATUS_LABELS[to]));
    },
  );

  it('offers no move on a paid or cancelled invoice', async () => {
    serve(buildInvoice({ status: 4, daysLeft: null }));
    renderWithRouter(<InvoiceShow id={41} actor={seller} />);
    await screen.findByRole('heading', { name: 'Faktura FV 1/11/2026' });
    expect(screen.queryByRole('group', { name: 'Zmień status' })).not.toBeInTheDocument();
    expect(screen.getByText('Dni do zapłaty: —')).toBeInTheDocument();
  });

  it('offers neither moves nor the place to a user of another company', async () => {
    serve(buildInvoice({ status: 2 }));
    renderWithRouter(<InvoiceShow id={41} actor={{ ...seller, companyId: 9 }} />);
    await screen.findByRole('heading', { name: 'Faktura FV 1/11/2026' });
    expect(screen.queryByRole('group', { name: 'Zmień status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zmień miejsce' })).not.toBeInTheDocument();
  });

  it('shows the items, the VAT summary and the courses', async () => {
    serve(buildInvoice());
    renderWithRouter(<InvoiceShow id={41} actor={seller} />);
    const items = await screen.findByRole('table', { name: 'Pozycje faktury' });
    expect(within(items).getByRole('row', { name: /Przewóz osób/ })).toHaveTextContent('1080,00 zł');
    expect(within(items).getByRole('row', { name: /Razem VAT 8%/ })).toHaveTextContent('80,00 zł');
    const courses = screen.getByRole('table', { name: 'Kursy na fakturze' });
    expect(within(courses).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Kursy' })).toHaveAttribute('tabindex', '0');
  });

  it("prints the seller's bank account only, and warns when the seller has none", async () => {
    serve(buildInvoice({ buyer: { ...INVOICE_BUYER, bankAccountNumber: '11222233334444555566667777' } }));
    const { unmount } = renderWithRouter(<InvoiceShow id={41} actor={seller} />);
    expect(
      await screen.findByText('Numer konta bankowego: 12 1050 0099 7603 1234 5678 9123'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/11 2222 3333/)).not.toBeInTheDocument();
    expect(screen.queryByText(NO_SELLER_ACCOUNT)).not.toBeInTheDocument();
    unmount();

    serve(buildInvoice({ seller: { ...INVOICE_SELLER, bankAccountNumber: null } }));
    renderWithRouter(<InvoiceShow id={41} actor={seller} />);
    expect(await screen.findByText(NO_SELLER_ACCOUNT)).toBeInTheDocument();
    expect(screen.queryByText(/Numer konta bankowego:/)).not.toBeInTheDocument();
  });

  it('asks before a move that cannot be undone, then moves to Opłacona with the version read', async () => {
    const { puts } = serve(buildInvoice({ status: 2 }));
    const { user } = renderWithRouter(<InvoiceShow id={41} actor={seller} />);
    await screen.findByRole('heading', { name: 'Faktura FV 1/11/2026' });
    await user.click(screen.getByRole('button', { name: 'Anulowana' }));
    const cancel = screen.getByRole('dialog', {
      name: 'Czy na pewno zmienić status faktury FV 1/11/2026 na „Anulowana”?',
    });
    expect(cancel).toHaveTextContent('Tej zmiany nie można cofnąć.');
    await user.click(within(cancel).getByRole('button', { name: 'Nie' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Opłacona' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Dane zapisano prawidłowo')).toBeInTheDocument();
    expect(puts).toEqual([{ status: 4, version: 3 }]);
    expect(screen.queryByRole('group', { name: 'Zmień status' })).not.toBeInTheDocument();
  });

  it('passes an invoice on for payment without asking: that move is not final', async () => {
    const { puts } = serve(buildInvoice({ status: 2 }));
    const { user } = renderWithRouter(<InvoiceShow id={41} actor={seller} />);
    await screen.findByRole('heading', { name: 'Faktura FV 1/11/2026' });
    await user.click(screen.getByRole('button', { name: 'Przekazana do płatności' }));
    expect(await screen.findByText('Dane zapisano prawidłowo')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts).toEqual([{ status: 3, version: 3 }]);
  });

  it('says in Polish that someone else changed the invoice and shows the newer one', async () => {
    const { puts, reads, replace } = serve(buildInvoice({ status: 2 }), () =>
      hydraError(409, STALE_WRITE_MESSAGE),
    );
    const { user } = renderWithRouter(<InvoiceShow id={41} actor={seller} />);
    await screen.findByRole('heading', { name: 'Faktura FV 1/11/2026' });
    // Meanwhile another user passed it on for payment.
    replace(buildInvoice({ status: 3, version: 4 }));
    await user.click(screen.getByRole('button', { name: 'Opłacona' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText(STALE_WRITE_MESSAGE)).toBeInTheDocument();
    expect(puts).toEqual([{ status: 4, version: 3 }]);
    // The page reloads the invoice, so a retry starts from what the other user saved.
    await waitFor(() => expect(statusButtons()).toEqual(['Opłacona', 'Anulowana']));
    expect(reads.count).toBe(2);
  });

  it('changes the place of issue in a dialog (row 509)', async () => {
    const { puts } = serve(buildInvoice({ status: 2 }));
    const { user } = renderWithRouter(<InvoiceShow id={41} actor={seller} />);
    await screen.findByText('Miejsce wystawienia: Warszawa');
    await user.click(screen.getByRole('button', { name: 'Zmień miejsce' }));
    const dialog = screen.getByRole('dialog', { name: 'Zmień miejsce wystawienia' });
    const place = within(dialog).getByRole('textbox', { name: 'Miejsce wystawienia' });
    expect(place).toHaveValue('Warszawa');
    await user.clear(place);
    await user.type(place, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Pole jest wymagane')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.clear(place);
    await user.type(place, 'Kraków');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Miejsce wystawienia: Kraków')).toBeInTheDocument();
    expect(puts).toEqual([{ place: 'Kraków', version: 3 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the place dialog open with the Polish message when the invoice was changed meanwhile', async () => {
    serve(buildInvoice(), () => hydraError(409, STALE_WRITE_MESSAGE));
    const { user } = renderWithRouter(<InvoiceShow id={41} actor={seller} />);
    await user.click(await screen.findByRole('button', { name: 'Zmień miejsce' }));
    const dialog = screen.getByRole('dialog', { name: 'Zmień miejsce wystawienia' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Miejsce wystawienia' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Miejsce wystawienia' }), 'Kraków');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(STALE_WRITE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Zmień miejsce wystawienia' })).toBeInTheDocument();
  });
});
