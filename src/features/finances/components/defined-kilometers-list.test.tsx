import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { DefinedKilometersList } from './defined-kilometers-list';

const place = (id: number, name: string) => ({
  '@id': `/api/abstract_places/${id}`,
  id,
  name,
  address: null,
});
const pair = (id: number, start: string, end: string, kilometers: number, time: number) => ({
  '@id': `/api/defined_kilometers/${id}`,
  '@type': 'DefinedKilometers',
  id,
  placeStart: place(id * 10, start),
  placeEnd: place(id * 10 + 1, end),
  kilometers,
  time,
  company: null,
  version: 1,
});
const all = [
  pair(2, 'Warszawa Wschodnia', 'Łódź Kaliska', 136, 6300),
  pair(1, 'Kraków Główny', 'Tarnów', 80, 4200),
];

/** The list answers `search` over either place's name, as the server does, and keeps what was asked. */
function servePairs() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/defined_kilometers', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const search = params.get('search')?.toLowerCase();
      const member = all.filter(
        (row) =>
          search === undefined ||
          [row.placeStart.name, row.placeEnd.name].some((name) => name.toLowerCase().includes(search)),
      );
      return HttpResponse.json({ 'hydra:member': member, 'hydra:totalItems': member.length });
    }),
  );
  return asked;
}

describe("'Zdefiniowane kilometry' (courses.md §3, an administration list)", () => {
  it('pages newest first, links each pair to its page and searches either place', async () => {
    const asked = servePairs();
    const { user } = renderWithRouter(<DefinedKilometersList />);
    const table = await screen.findByRole('table', { name: 'Zdefiniowane kilometry' });
    expect(await within(table).findByRole('link', { name: 'Warszawa Wschodnia' })).toHaveAttribute(
      'href',
      '/defined-kilometers/2',
    );
    expect(within(table).getByText('1:45')).toBeInTheDocument();
    expect(asked[0]?.get('order[id]')).toBe('desc');
    expect(asked[0]?.get('itemsPerPage')).toBe('25');
    expect(screen.getByRole('link', { name: 'Dodaj' })).toHaveAttribute('href', '/defined-kilometers/create');

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj miejsca' }), 'tarnów');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Warszawa Wschodnia' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Kraków Główny' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('search')).toBe('tarnów');
  });
});
