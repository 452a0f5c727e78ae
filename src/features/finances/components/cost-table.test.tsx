import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { hydraError } from '@mocks/handlers';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { CostTable } from './cost-table';

const loaded = {
  '@id': '/api/company_transport_costs/7',
  '@type': 'CompanyTransportCost',
  id: 7,
  transportCompany: { '@id': '/api/companies/4', id: 4, name: 'Taxi Trans' },
  priceByKilometer: 250,
  priceByWaiting: 3000,
  version: 3,
};
// A transport company without a stake on its link and without an own price.
const unpriced = {
  ...loaded,
  '@id': '/api/company_transport_costs/8',
  id: 8,
  transportCompany: { '@id': '/api/companies/5', id: 5, name: 'Euro-Bus' },
  priceByKilometer: null,
  priceByWaiting: null,
  version: 1,
};
// Another user of the company raised the price per kilometre meanwhile.
const newer = { ...loaded, priceByKilometer: 280, version: 4 };

const KM = 'Cena za km (zł)';
const WAITING = 'Cena za godzinę oczekiwania (zł)';

async function openEdit(user: ReturnType<typeof renderWithRouter>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Edytuj: ${name}` }));
  return screen.findByRole('dialog', { name: 'Edycja' });
}

describe("CostTable: prices, 'brak stawki' and the 'Edycja' dialog", () => {
  it("shows prices in zł and 'brak stawki' (never 0) where there is none; 'Anuluj' sends nothing", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/company_transport_costs', () => HttpResponse.json(hydraCollection([loaded, unpriced]))),
      http.put('*/api/company_transport_costs/:id', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithRouter(<CostTable />);
    const row = await screen.findByRole('row', { name: /Euro-Bus/ });
    expect(within(row).getAllByText('brak stawki')).toHaveLength(2);
    expect(within(row).queryByText(/0,00/)).toBeNull();
    expect(within(screen.getByRole('row', { name: /Taxi Trans/ })).getByText('2,50 zł')).toBeInTheDocument();

    const dialog = await openEdit(user, 'Euro-Bus');
    // The first field has the focus; no price is an empty field, not 0.
    await vi.waitFor(() => expect(within(dialog).getByLabelText(KM)).toHaveFocus());
    expect(within(dialog).getByLabelText(KM)).toHaveValue('');
    await user.type(within(dialog).getByLabelText(KM), '3,10');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edycja' })).toBeNull());
    expect(sent).toEqual([]);
  }, 30_000);

  it('saves a comma amount in hundredths with "Zapisz zmiany" and refuses an unreadable one', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/company_transport_costs', () => HttpResponse.json(hydraCollection([loaded]))),
      http.put('*/api/company_transport_costs/7', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ ...loaded, ...body, version: 4 });
      }),
    );
    const { user } = renderWithRouter(<CostTable />);
    const dialog = await openEdit(user, 'Taxi Trans');
    const km = within(dialog).getByLabelText(KM);
    expect(km).toHaveValue('2,50');
    await user.clear(km);
    await user.type(km, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Minimalna kwota stawki to 0 zł')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(km);
    await user.type(km, '3,456');
    await user.clear(within(dialog).getByLabelText(WAITING));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zmiany zostały zapisane')).toBeInTheDocument();
    expect(sent).toEqual([{ priceByKilometer: 346, priceByWaiting: null, version: 3 }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edycja' })).toBeNull());
    expect(within(screen.getByRole('row', { name: /Taxi Trans/ })).getByText('3,46 zł')).toBeInTheDocument();
  }, 30_000);

  it("says the server's refusal with §8's words", async () => {
    server.use(
      http.get('*/api/company_transport_costs', () => HttpResponse.json(hydraCollection([loaded]))),
      http.put('*/api/company_transport_costs/7', () => hydraError(403, 'Brak uprawnień')),
    );
    const { user } = renderWithRouter(<CostTable />);
    const dialog = await openEdit(user, 'Taxi Trans');
    await user.type(within(dialog).getByLabelText(WAITING), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText(/^Błąd edycji: Wystąpił błąd edycji\. /)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edycja' })).toBeInTheDocument();
  }, 30_000);
});

describe("CostTable: an 'Edycja' saved stale", () => {
  it('offers the newer prices by the fields’ labels, keeps the typed one and saves against its version', async () => {
    const sent: Record<string, unknown>[] = [];
    let reads = 0;
    server.use(
      http.get('*/api/company_transport_costs', () => {
        reads += 1;
        return HttpResponse.json(hydraCollection([reads === 1 ? loaded : newer]));
      }),
      http.put('*/api/company_transport_costs/7', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return sent.length === 1
          ? hydraError(409, STALE_WRITE_MESSAGE)
          : HttpResponse.json({ ...newer, '@context': '/api/contexts/CompanyTransportCost', ...sent.at(-1) });
      }),
    );
    const { user } = renderWithRouter(<CostTable />);
    const dialog = await openEdit(user, 'Taxi Trans');
    const waiting = within(dialog).getByLabelText(WAITING);
    await user.clear(waiting);
    await user.type(waiting, '35');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    expect(within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.taken })).toHaveTextContent(KM);
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(within(dialog).getByLabelText(KM)).toHaveValue('2,80');
    expect(within(dialog).getByLabelText(WAITING)).toHaveValue('35');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zmiany zostały zapisane')).toBeInTheDocument();
    expect(sent).toEqual([
      { priceByKilometer: 250, priceByWaiting: 3500, version: 3 },
      { priceByKilometer: 280, priceByWaiting: 3500, version: 4 },
    ]);
  }, 30_000);

  it('after its own save the next edit starts from the answered version', async () => {
    const sent: { version: number }[] = [];
    let version = 3;
    let prices = { priceByKilometer: 250, priceByWaiting: 3000 };
    server.use(
      http.get('*/api/company_transport_costs', () =>
        HttpResponse.json(hydraCollection([{ ...loaded, ...prices, version }])),
      ),
      http.put('*/api/company_transport_costs/7', async ({ request }) => {
        const body = (await request.json()) as typeof prices & { version: number };
        sent.push(body);
        if (body.version !== version) return hydraError(409, STALE_WRITE_MESSAGE);
        version += 1;
        prices = { priceByKilometer: body.priceByKilometer, priceByWaiting: body.priceByWaiting };
        return HttpResponse.json({ ...loaded, ...prices, version });
      }),
    );
    const { user } = renderWithRouter(<CostTable />);
    for (const typed of ['35', '40']) {
      const dialog = await openEdit(user, 'Taxi Trans');
      const waiting = within(dialog).getByLabelText(WAITING);
      await user.clear(waiting);
      await user.type(waiting, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edycja' })).toBeNull());
    }
    expect(sent.map((body) => body.version)).toEqual([3, 4]);
    expect(screen.queryByRole('dialog', { name: STALE_SAVE_TEXTS.title })).toBeNull();
  }, 30_000);
});
