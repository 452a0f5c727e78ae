import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hydraError, violationsError } from '@mocks/handlers';
import { buildInvoice, buildInvoiceCandidates } from '@mocks/invoices';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { LEAVE_GUARD_TEXT } from '@/ui/form/leave-guard';
import { INVOICE_MESSAGES } from '@domain/invoices/invoice.schema';
import { InvoiceCreate } from './invoice-create';

function serve(
  answer: () => Response = () =>
    HttpResponse.json(
      { ...buildInvoice({ id: 77, number: 'FV 4/11/2026' }), '@context': '/api/contexts/Invoice' },
      { status: 201 },
    ),
) {
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/invoice_candidates', () => HttpResponse.json(buildInvoiceCandidates())),
    http.post('*/api/invoices', async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
  return posted;
}

const renderForm = () =>
  renderWithRouter(<InvoiceCreate />, {
    path: '/invoices/create',
    routes: [{ path: '/invoices/show/:id', element: <p>Faktura otwarta</p> }],
  });

async function pickBuyer(user: ReturnType<typeof renderForm>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Nabywca' }));
  await user.click(await screen.findByRole('option', { name: 'Koleje Mazowieckie' }));
}

const field = (item: number, name: string) =>
  within(screen.getByRole('group', { name: `Pozycja ${item}` })).getByRole('textbox', { name });

describe("'Nowa faktura'", () => {
  it('refuses to send without a buyer, a place or courses, with the Polish messages', async () => {
    const posted = serve();
    const { user } = renderForm();
    await screen.findByRole('combobox', { name: 'Nabywca' });
    await user.click(screen.getByRole('button', { name: 'Wystaw fakturę' }));
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(2);
    expect(screen.getByText('Wybierz co najmniej jeden kurs')).toBeInTheDocument();
    expect(screen.getByText('Faktura musi mieć co najmniej jedną pozycję')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('fills the default items from the picked courses and follows an unpicked one', async () => {
    serve();
    const { user } = renderForm();
    await pickBuyer(user);
    // 100 + 20 km at the 3,20 zł stake; 1,5 h of waiting at 40 zł; one piece of highway fees (9 zł).
    expect(field(1, 'Nazwa')).toHaveValue('Przewóz osób');
    expect(field(1, 'Ilość')).toHaveValue('120');
    expect(field(1, 'Cena netto (zł)')).toHaveValue('3,20');
    // The decimal keyboard on a phone: on the input itself, not on the field's outer box.
    expect(field(1, 'Cena netto (zł)')).toHaveAttribute('inputmode', 'decimal');
    expect(field(1, 'Ilość')).toHaveAttribute('inputmode', 'decimal');
    expect(field(2, 'Nazwa')).toHaveValue('Oczekiwanie');
    expect(field(2, 'Ilość')).toHaveValue('1,5');
    expect(field(3, 'Nazwa')).toHaveValue('Opłaty za autostrady');
    expect(field(3, 'Cena netto (zł)')).toHaveValue('9,00');
    await user.click(screen.getByRole('checkbox', { name: /KM\/2/ }));
    expect(field(1, 'Ilość')).toHaveValue('100');
  });

  it('refuses a negative price and a zero quantity on their fields', async () => {
    const posted = serve();
    const { user } = renderForm();
    await pickBuyer(user);
    await user.type(screen.getByRole('textbox', { name: 'Miejsce wystawienia' }), 'Warszawa');
    await user.clear(field(1, 'Cena netto (zł)'));
    await user.type(field(1, 'Cena netto (zł)'), '-1');
    await user.clear(field(2, 'Ilość'));
    await user.type(field(2, 'Ilość'), '0');
    await user.click(screen.getByRole('button', { name: 'Wystaw fakturę' }));
    expect(await screen.findByText('Cena musi być kwotą od 0 zł')).toBeInTheDocument();
    expect(screen.getByText('Ilość musi być liczbą większą niż 0')).toBeInTheDocument();
    expect(field(1, 'Cena netto (zł)')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);
  });

  it('sends prices in grosze and quantities in thousandths with the parties and courses as IRIs (row 510)', async () => {
    const posted = serve();
    const { user, router } = renderForm();
    await pickBuyer(user);
    await user.type(screen.getByRole('textbox', { name: 'Miejsce wystawienia' }), 'Warszawa');
    await user.clear(field(1, 'Cena netto (zł)'));
    await user.type(field(1, 'Cena netto (zł)'), '2,50');
    await user.clear(field(2, 'Ilość'));
    await user.type(field(2, 'Ilość'), '2,125');
    await user.click(screen.getByRole('button', { name: 'Wystaw fakturę' }));
    expect(await screen.findByText('Faktura otwarta')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoices/show/77');
    expect(await screen.findByText('Wystawiono fakturę FV 4/11/2026')).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        seller: '/api/companies/3',
        buyer: '/api/companies/5',
        place: 'Warszawa',
        status: 2,
        kilometerStake: 320,
        waitStake: 4000,
        courses: ['/api/taxi_courses/701', '/api/taxi_courses/702'],
        invoiceItems: [
          { name: 'Przewóz osób', quantityUnit: 'km', tax: 8, price: 250, quantity: 120_000 },
          { name: 'Oczekiwanie', quantityUnit: 'szt.', tax: 23, price: 4000, quantity: 2125 },
          { name: 'Opłaty za autostrady', quantityUnit: 'szt.', tax: 23, price: 900, quantity: 1000 },
        ],
      }),
    ]);
  });

  it("shows the server's refusal of an invoiced course and stays on the form", async () => {
    serve(() => hydraError(409, 'Kurs jest już zafakturowany'));
    const { user, router } = renderForm();
    await pickBuyer(user);
    await user.type(screen.getByRole('textbox', { name: 'Miejsce wystawienia' }), 'Warszawa');
    await user.click(screen.getByRole('button', { name: 'Wystaw fakturę' }));
    expect(await screen.findByText('Kurs jest już zafakturowany')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoices/create');
  });

  it('shows a violation of the server in Polish', async () => {
    serve(() =>
      violationsError([
        { propertyPath: 'buyer', message: 'Nabywca nie jest firmą obsługiwaną przez sprzedawcę' },
      ]),
    );
    const { user } = renderForm();
    await pickBuyer(user);
    await user.type(screen.getByRole('textbox', { name: 'Miejsce wystawienia' }), 'Warszawa');
    await user.click(screen.getByRole('button', { name: 'Wystaw fakturę' }));
    expect(
      await screen.findByText('Nabywca nie jest firmą obsługiwaną przez sprzedawcę'),
    ).toBeInTheDocument();
  });

  it('warns before an invoice when the seller has no bank account, and not when it has one (issue 31)', async () => {
    serve();
    renderForm();
    expect(await screen.findByRole('combobox', { name: 'Nabywca' })).toBeInTheDocument();
    expect(screen.queryByText(INVOICE_MESSAGES.noSellerAccount)).not.toBeInTheDocument();
    server.use(
      http.get('*/api/invoice_candidates', () => {
        const candidates = buildInvoiceCandidates();
        return HttpResponse.json({
          ...candidates,
          seller: { ...candidates.seller, bankAccountNumber: null },
        });
      }),
    );
    renderForm();
    expect(await screen.findByText(INVOICE_MESSAGES.noSellerAccount)).toBeInTheDocument();
  });

  it('asks before leaving with what was typed, and stays or leaves as answered (row 643)', async () => {
    serve();
    const { user, router } = renderForm();
    await user.type(await screen.findByLabelText(/Miejsce wystawienia/), 'Warszawa');
    await act(() => router.navigate('/invoices/show/1'));
    const ask = await screen.findByRole('dialog', { name: LEAVE_GUARD_TEXT.title });
    await user.click(within(ask).getByRole('button', { name: LEAVE_GUARD_TEXT.stay }));
    expect(screen.getByLabelText(/Miejsce wystawienia/)).toHaveValue('Warszawa');
    await act(() => router.navigate('/invoices/show/1'));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_GUARD_TEXT.title })).getByRole('button', {
        name: LEAVE_GUARD_TEXT.leave,
      }),
    );
    expect(await screen.findByText('Faktura otwarta')).toBeInTheDocument();
  });

  it('says where buyers come from when the seller has none to invoice', async () => {
    server.use(
      http.get('*/api/invoice_candidates', () =>
        HttpResponse.json({ ...buildInvoiceCandidates(), buyers: [] }),
      ),
    );
    renderForm();
    expect(
      await screen.findByText(
        'Brak firm do zafakturowania. Nabywcą może być firma kolejowa, z którą Twoja firma ma potwierdzone powiązanie (Ustawienia → Moja firma).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nabywca' })).toHaveAttribute('aria-disabled', 'true');
  });
});
