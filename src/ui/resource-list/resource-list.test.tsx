import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { ResourceList, allCappedText } from './resource-list';
import { listParams } from './use-resource-list';

const itemSchema = z.object({ '@id': z.string(), id: z.number(), name: z.string(), city: z.string() });
type Item = z.output<typeof itemSchema>;
const item = (id: number, name: string, city = 'Warszawa'): Item => ({
  '@id': `/api/things/${id}`,
  id,
  name,
  city,
});

function serve(all: Item[], cap = Infinity) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/things', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const search = params.get('search')?.toLowerCase() ?? '';
      const matching = all
        .filter((row) => row.name.toLowerCase().includes(search))
        .sort((a, b) => b.id - a.id);
      const size =
        params.get('pagination') === 'false'
          ? Math.min(cap, matching.length)
          : Number(params.get('itemsPerPage'));
      const page = Number(params.get('page') ?? 1);
      return HttpResponse.json({
        'hydra:member': matching.slice((page - 1) * size, page * size),
        'hydra:totalItems': matching.length,
      });
    }),
  );
  return seen;
}

const list = (create?: { label?: string; to?: string }, params?: Record<string, string>) => (
  <ResourceList
    title="Rzeczy"
    resource="things"
    path="/api/things"
    itemSchema={itemSchema}
    columns={[{ id: 'city', label: 'Miasto', render: (row) => row.city }]}
    rowLabel={(row) => row.name}
    rowKey={(row) => row.id}
    rowHref={(row) => `/things/${row.id}`}
    create={create}
    params={params}
  />
);

describe('listParams', () => {
  it('asks newest first, the page and size, the search; all = pagination=false', () => {
    expect(listParams({ page: 2, pageSize: 25, search: ' PKP ' }, { type: 'x' })).toEqual({
      type: 'x',
      'order[id]': 'desc',
      page: '2',
      itemsPerPage: '25',
      search: 'PKP',
    });
    expect(listParams({ page: 3, pageSize: 'all', search: '' })).toEqual({
      'order[id]': 'desc',
      pagination: 'false',
    });
  });
});

describe('ResourceList', () => {
  it("pages by 25, 50, 100 or all, newest first, with 'Utwórz' only when given", async () => {
    const seen = serve(Array.from({ length: 30 }, (_, index) => item(index + 1, `Rzecz ${index + 1}`)));
    const { user } = renderWithRouter(list({ to: '/things/create' }));
    const table = await screen.findByRole('table', { name: 'Rzeczy' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getAllByRole('link')[0]).toHaveTextContent('Rzecz 30');
    expect(within(table).getAllByRole('link')[0]).toHaveAttribute('href', '/things/30');
    expect(screen.getByText('1–25 z 30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Utwórz' })).toHaveAttribute('href', '/things/create');
    expect(seen[0]?.get('order[id]')).toBe('desc');

    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByText('26–30 z 30')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Na stronie/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['25', '50', '100', 'Wszystkie']);
    await user.click(screen.getByRole('option', { name: 'Wszystkie' }));
    expect(await screen.findByText('1–30 z 30')).toBeInTheDocument();
    expect(seen.at(-1)?.get('pagination')).toBe('false');
  });

  it("says when 'Wszystkie' shows fewer rows than there are (the server's cap of one answer)", async () => {
    serve(
      Array.from({ length: 30 }, (_, index) => item(index + 1, `Rzecz ${index + 1}`)),
      20,
    );
    const { user } = renderWithRouter(list());
    await screen.findByText('1–25 z 30');
    await user.click(screen.getByRole('combobox', { name: /Na stronie/ }));
    await user.click(screen.getByRole('option', { name: 'Wszystkie' }));
    expect(await screen.findByText('1–20 z 30')).toBeInTheDocument();
    expect(screen.getByText(allCappedText(20, 30))).toBeInTheDocument();
  });

  it("says 'Pusto' for an empty list and 'Brak wyników dla: {search}' for a search that finds nothing; no 'Utwórz' without create", async () => {
    serve([]);
    const { user } = renderWithRouter(list());
    expect(await screen.findByText('Pusto')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Utwórz' })).not.toBeInTheDocument();
    serve([item(1, 'Kutno')]);
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'Łódź');
    expect(await screen.findByText('Brak wyników dla: Łódź')).toBeInTheDocument();
  });

  it("shows 'Wystąpił błąd podczas ładowania' with a retry when the list cannot be read", async () => {
    server.use(http.get('*/api/things', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithRouter(list());
    expect(await screen.findByText('Wystąpił błąd podczas ładowania')).toBeInTheDocument();
    serve([item(1, 'Kutno')]);
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Kutno' })).toBeInTheDocument();
  });

  it('shows a status column as a column on desktop and as a chip beside the name on a phone', async () => {
    const withStatus = (
      <ResourceList
        title="Rzeczy"
        resource="things"
        path="/api/things"
        itemSchema={itemSchema}
        columns={[
          { id: 'city', label: 'Miasto', render: (row) => row.city },
          { id: 'status', label: 'Status', status: true, render: (row) => (row.id > 1 ? 'Nowa' : 'Stara') },
        ]}
        rowLabel={(row) => row.name}
        rowKey={(row) => row.id}
        rowHref={(row) => `/things/${row.id}`}
      />
    );
    serve([item(1, 'Kutno'), item(2, 'Łódź', 'Łódź')]);
    setScreenWidth(1280);
    const desktop = renderWithRouter(withStatus);
    const table = await screen.findByRole('table', { name: 'Rzeczy' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nazwa', 'Miasto', 'Status']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ŁódźŁódźNowa');
    desktop.unmount();

    setScreenWidth(390);
    renderWithRouter(withStatus);
    const card = (await screen.findByRole('link', { name: 'Łódź' })).closest('li');
    expect(card).not.toBeNull();
    // The chip sits in the card's header, not among the label-value lines.
    expect(within(card!).getByRole('heading', { level: 3 }).parentElement).toHaveTextContent('ŁódźNowa');
    expect(within(card!).queryByText('Status')).not.toBeInTheDocument();
    expect(within(card!).getByText('Miasto')).toBeInTheDocument();
  });

  it("starts again at page 1 when the page's own filter changes", async () => {
    const seen = serve(Array.from({ length: 30 }, (_, index) => item(index + 1, `Rzecz ${index + 1}`)));
    const { user } = renderWithRouter(<FilteredList />);
    await screen.findByText('1–25 z 30');
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByText('26–30 z 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kraków' }));
    expect(await screen.findByText('1–25 z 30')).toBeInTheDocument();
    expect(seen.at(-1)?.get('city')).toBe('Kraków');
    expect(seen.at(-1)?.get('page')).toBe('1');
  });
});

/** A page whose own filter (a city) is switched by a button, as the hotels' 'W pobliżu' is. */
function FilteredList() {
  const [city, setCity] = useState('Warszawa');
  return (
    <>
      <button type="button" onClick={() => setCity('Kraków')}>
        Kraków
      </button>
      {list(undefined, { city })}
    </>
  );
}
