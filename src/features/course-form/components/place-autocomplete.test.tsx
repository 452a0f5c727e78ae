import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithRouter } from '@/test/render';
import { hydraCollection } from '@mocks/courses';
import { server } from '@mocks/server';
import { emptyLabels } from '../api/course-labels';
import { CourseLabelsProvider } from './course-labels-provider';
import { PlaceAutocomplete } from './place-autocomplete';

describe('PlaceAutocomplete', () => {
  it('searches saved places and PL/DE towns once typing pauses, and saves a picked town as a place', async () => {
    const searches: string[] = [];
    let saved: unknown;
    server.use(
      http.get('*/api/abstract_places', () => HttpResponse.json(hydraCollection([]))),
      http.get('*/api/localities', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json(
          hydraCollection([
            { id: 'de-berlin', name: 'Berlin', address: 'Berlin, Berlin, Niemcy', lat: 52.52, lng: 13.4 },
          ]),
        );
      }),
      http.post('*/api/abstract_places', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({
          '@id': '/api/abstract_places/77',
          '@type': 'Place',
          id: 77,
          name: 'Berlin',
          address: 'Berlin, Berlin, Niemcy',
          latitude: 52.52,
          longitude: 13.4,
          type: 'place',
        });
      }),
    );
    const onChange = vi.fn();
    const { user } = renderWithRouter(
      <CourseLabelsProvider initial={emptyLabels()}>
        <PlaceAutocomplete label="Miejsce" value={null} onChange={onChange} company="/api/companies/1" />
      </CourseLabelsProvider>,
    );
    await user.type(screen.getByLabelText('Miejsce'), 'Berl');
    await user.click(await screen.findByRole('option', { name: /Berlin/ }));
    // One request for the whole word: the 700 ms pause swallows the keystrokes in between.
    expect(searches).toEqual(['Berl']);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/abstract_places/77'));
    expect(saved).toMatchObject({ name: 'Berlin', company: '/api/companies/1', latitude: 52.52 });
  });

  it('searches again when the user types over a place already chosen (the edit forms)', async () => {
    server.use(
      http.get('*/api/abstract_places', ({ request }) =>
        HttpResponse.json(
          hydraCollection(
            new URL(request.url).searchParams.get('name') === 'Gniez'
              ? [
                  {
                    '@id': '/api/abstract_places/5',
                    '@type': 'Place',
                    id: 5,
                    name: 'Gniezno',
                    address: 'Dworcowa 1, Gniezno',
                    latitude: 52.53,
                    longitude: 17.6,
                    type: 'place',
                  },
                ]
              : [],
          ),
        ),
      ),
      http.get('*/api/localities', () => HttpResponse.json(hydraCollection([]))),
    );
    const labels = emptyLabels();
    labels.places['/api/abstract_places/2'] = {
      name: 'Poznań',
      address: null,
      latitude: null,
      longitude: null,
    };
    const onChange = vi.fn();
    const { user } = renderWithRouter(
      <CourseLabelsProvider initial={labels}>
        <PlaceAutocomplete
          label="Miejsce"
          value="/api/abstract_places/2"
          onChange={onChange}
          company="/api/companies/1"
        />
      </CourseLabelsProvider>,
    );
    const input = screen.getByLabelText('Miejsce');
    expect(input).toHaveValue('Poznań');
    await user.clear(input);
    await user.type(input, 'Gniez');
    expect(input).toHaveValue('Gniez');
    await user.click(await screen.findByRole('option', { name: /Gniezno/ }));
    expect(onChange).toHaveBeenCalledWith('/api/abstract_places/5');
  });
});
