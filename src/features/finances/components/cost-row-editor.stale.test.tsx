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
// Another user of the company raised the price per kilometre meanwhile.
const newer = { ...loaded, priceByKilometer: 280, version: 4 };

describe('CostTable: a row saved stale', () => {
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
    const waiting = await screen.findByLabelText('Cena za godzinę oczekiwania (zł): Taxi Trans');
    await user.clear(waiting);
    await user.type(waiting, '35');
    await user.click(screen.getByRole('button', { name: 'Zapisz: Taxi Trans' }));
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    expect(within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.taken })).toHaveTextContent(
      'Cena za km (zł): Taxi Trans',
    );
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(screen.getByLabelText('Cena za km (zł): Taxi Trans')).toHaveValue('2,80');
    expect(screen.getByLabelText('Cena za godzinę oczekiwania (zł): Taxi Trans')).toHaveValue('35');
    await user.click(screen.getByRole('button', { name: 'Zapisz: Taxi Trans' }));
    expect(await screen.findByText('Zmiany zostały zapisane')).toBeInTheDocument();
    expect(sent).toEqual([
      { priceByKilometer: 250, priceByWaiting: 3500, version: 3 },
      { priceByKilometer: 280, priceByWaiting: 3500, version: 4 },
    ]);
  }, 30_000);

  it('after its own save stands on the answered version: the button rests and the next save is current', async () => {
    const sent: Record<string, unknown>[] = [];
    let version = 3;
    let prices = { priceByKilometer: 250, priceByWaiting: 3000 };
    server.use(
      http.get('*/api/company_transport_costs', () =>
        HttpResponse.json(hydraCollection([{ ...loaded, ...prices, version }])),
      ),
      http.put('*/api/company_transport_costs/7', async ({ request }) => {
        const body = (await request.json()) as {
          priceByKilometer: number;
          priceByWaiting: number;
          version: number;
        };
        sent.push(body);
        if (body.version !== version) return hydraError(409, STALE_WRITE_MESSAGE);
        version += 1;
        prices = { priceByKilometer: body.priceByKilometer, priceByWaiting: body.priceByWaiting };
        return HttpResponse.json({ ...loaded, ...prices, version });
      }),
    );
    const { user } = renderWithRouter(<CostTable />);
    const waiting = await screen.findByLabelText('Cena za godzinę oczekiwania (zł): Taxi Trans');
    await user.clear(waiting);
    await user.type(waiting, '35');
    await user.click(screen.getByRole('button', { name: 'Zapisz: Taxi Trans' }));
    expect(await screen.findByText('Zmiany zostały zapisane')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz: Taxi Trans' })).toBeDisabled());
    await user.clear(waiting);
    await user.type(waiting, '40');
    await user.click(screen.getByRole('button', { name: 'Zapisz: Taxi Trans' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((body) => body.version)).toEqual([3, 4]);
    expect(screen.queryByRole('dialog', { name: STALE_SAVE_TEXTS.title })).toBeNull();
  }, 30_000);
});
