import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { hydraError } from '@mocks/handlers';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { DefinedKilometerEdit } from './defined-kilometer-view';

const place = (id: number, name: string) => ({ '@id': `/api/places/${id}`, id, name });
const loaded = {
  '@context': '/api/contexts/DefinedKilometer',
  '@id': '/api/defined_kilometers/5',
  '@type': 'DefinedKilometer',
  id: 5,
  placeStart: place(1, 'Warszawa Grochów'),
  placeEnd: place(2, 'Łódź Kaliska'),
  kilometers: 120,
  time: 5400,
  version: 3,
};
// Someone else corrected the distance and moved the end to another place meanwhile.
const newer = { ...loaded, placeEnd: place(3, 'Łódź Fabryczna'), kilometers: 125, version: 4 };

function serve() {
  const sent: Record<string, unknown>[] = [];
  let reads = 0;
  server.use(
    http.get('*/api/abstract_places', () => HttpResponse.json(hydraCollection([]))),
    http.get('*/api/defined_kilometers/5', () => {
      reads += 1;
      return HttpResponse.json(reads === 1 ? loaded : newer);
    }),
    http.put('*/api/defined_kilometers/5', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return sent.length === 1
        ? hydraError(409, STALE_WRITE_MESSAGE)
        : HttpResponse.json({ ...newer, time: 6300, version: 5 });
    }),
  );
  return sent;
}

describe('DefinedKilometerEdit: a save refused as stale', () => {
  it('offers the newer pair by the form’s labels, keeps the typed time and saves against its version', async () => {
    const sent = serve();
    const { user } = renderWithRouter(<DefinedKilometerEdit id={5} />, {
      routes: [{ path: '/defined-kilometers/:id', element: <p>Pokazano parę</p> }],
    });
    const form = await screen.findByRole('form', { name: 'Edycja zdefiniowanych kilometrów' });
    const time = within(form).getByLabelText(/Czas/);
    await user.clear(time);
    await user.type(time, '1:45');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    const taken = within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.taken });
    expect(taken).toHaveTextContent('Kilometry');
    expect(taken).toHaveTextContent('Miejsce końcowe');
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(within(form).getByLabelText(/^Kilometry/)).toHaveValue('125');
    expect(within(form).getByLabelText(/^Czas/)).toHaveValue('1:45');
    expect(within(form).getByRole('combobox', { name: /^Miejsce końcowe/ })).toHaveDisplayValue(
      'Łódź Fabryczna',
    );
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pokazano parę')).toBeInTheDocument();
    expect(sent).toEqual([
      { placeStart: '/api/places/1', placeEnd: '/api/places/2', kilometers: 120, time: 6300, version: 3 },
      { placeStart: '/api/places/1', placeEnd: '/api/places/3', kilometers: 125, time: 6300, version: 4 },
    ]);
  }, 30_000);
});
