import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { PlaceDialog } from './place-dialog';

const lodz = {
  '@id': '/api/localities/pl-lodz',
  '@type': 'Locality',
  id: 'pl-lodz',
  name: 'Łódź',
  address: 'Łódź, łódzkie, Polska',
  country: 'pl',
  lat: 51.7592,
  lng: 19.456,
  source: 'gazetteer',
  placeId: null,
};

const saved = (body: Record<string, unknown>) => ({
  '@context': '/api/contexts/Place',
  '@id': '/api/abstract_places/77',
  '@type': 'Place',
  id: 77,
  name: body.name,
  address: body.address,
  latitude: body.latitude,
  longitude: body.longitude,
  type: 'place',
  placeId: null,
  company: null,
  user: null,
  isActive: true,
  version: 1,
});

describe('PlaceDialog (Dodaj miejsce)', () => {
  it('does not send without an address and a name', async () => {
    let sent = 0;
    server.use(
      http.post('*/api/abstract_places', () => {
        sent += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderWithRouter(<PlaceDialog place={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj miejsce' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findAllByText('Pole wymagane')).toHaveLength(2);
    expect(sent).toBe(0);
  });

  it('fills address, name and coordinates from the place search and announces the new place', async () => {
    let body: Record<string, unknown> = {};
    const searched: string[] = [];
    server.use(
      http.get('*/api/localities', ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json({ 'hydra:member': [lodz], 'hydra:totalItems': 1 });
      }),
      http.post('*/api/abstract_places', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(saved(body), { status: 201 });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(<PlaceDialog place={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj miejsce' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Typ miejsca' }));
    await user.click(await screen.findByRole('option', { name: 'Miejsce pracy' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Wyszukaj miejsce' }), 'Łódź');
    await user.click(await screen.findByRole('option', { name: 'Łódź, łódzkie, Polska' }, { timeout: 3000 }));
    expect(searched).toEqual(['Łódź']);
    expect(within(dialog).getByRole('textbox', { name: /^Adres/ })).toHaveValue('Łódź, łódzkie, Polska');
    expect(within(dialog).getByRole('textbox', { name: /^Nazwa/ })).toHaveValue('Łódź');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Miejsce Łódź zostało poprawnie dodane')).toBeInTheDocument();
    expect(body).toEqual({
      type: 'workPlace',
      name: 'Łódź',
      address: 'Łódź, łódzkie, Polska',
      latitude: 51.7592,
      longitude: 19.456,
      placeId: null,
    });
    expect(onClose).toHaveBeenCalled();
  });
});
