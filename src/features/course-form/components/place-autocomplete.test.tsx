import { buildLocality, buildSavedPlace } from '@mocks/places';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithRouter } from '@/test/render';
import { hydraCollection } from '@mocks/courses';
import { server } from '@mocks/server';
import { emptyLabels } from '../utils/course-labels';
import { CourseLabelsProvider } from './course-labels-provider';
import { PLACE_SEARCH_DEBOUNCE_MS } from '@/api/localities';
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
            buildLocality({
              id: 'de-berlin',
              name: 'Berlin',
              address: 'Berlin, Berlin, Niemcy',
              country: 'de',
              lat: 52.52,
              lng: 13.4,
            }),
          ]),
        );
      }),
      http.post('*/api/abstract_places', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(
          buildSavedPlace({
            id: 77,
            name: 'Berlin',
            address: 'Berlin, Berlin, Niemcy',
            latitude: 52.52,
            longitude: 13.4,
            type: 'place',
          }),
        );
      }),
    );
    const onChange = vi.fn();
    const { user } = renderWithRouter(
      <CourseLabelsProvider initial={emptyLabels()}>
        <PlaceAutocomplete label="Miejsce" value={null} onChange={onChange} company="/api/companies/1" />
      </CourseLabelsProvider>,
    );
    await user.type(screen.getByLabelText('Miejsce'), 'Berl');
    expect(await screen.findByText('Miejscowości (Polska, Niemcy)')).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Berlin/ }));
    // One request for the whole word: the 700 ms pause swallows the keystrokes in between.
    expect(searches).toEqual(['Berl']);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/abstract_places/77'));
    expect(saved).toMatchObject({ name: 'Berlin', company: '/api/companies/1', latitude: 52.52 });
    expect(saved).not.toHaveProperty('placeId');
  });

  it('names Google as the source of its places and saves a picked one with its place id', async () => {
    let saved: unknown;
    server.use(
      http.get('*/api/abstract_places', () => HttpResponse.json(hydraCollection([]))),
      http.get('*/api/localities', () =>
        HttpResponse.json(
          hydraCollection([
            buildLocality({
              id: 'google:ChIJ-hbf',
              name: 'Berlin Hauptbahnhof',
              address: 'Europaplatz 1, 10557 Berlin, Niemcy',
              country: 'de',
              lat: 52.5251,
              lng: 13.3694,
              source: 'google',
              placeId: 'ChIJ-hbf',
            }),
          ]),
        ),
      ),
      http.post('*/api/abstract_places', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(
          buildSavedPlace({
            id: 78,
            name: 'Berlin Hauptbahnhof',
            address: null,
            latitude: 52.5251,
            longitude: 13.3694,
            type: 'place',
          }),
        );
      }),
    );
    const onChange = vi.fn();
    const { user } = renderWithRouter(
      <CourseLabelsProvider initial={emptyLabels()}>
        <PlaceAutocomplete label="Miejsce" value={null} onChange={onChange} company="/api/companies/1" />
      </CourseLabelsProvider>,
    );
    await user.type(screen.getByLabelText('Miejsce'), 'Berlin Hbf');
    expect(await screen.findByText('Miejsca z Google Maps (Polska, Niemcy)')).toBeInTheDocument();
    expect(screen.queryByText('Miejscowości (Polska, Niemcy)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Berlin Hauptbahnhof/ }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/abstract_places/78'));
    expect(saved).toMatchObject({ name: 'Berlin Hauptbahnhof', placeId: 'ChIJ-hbf' });
  });

  it('lets the user type over a chosen place and searches only what was typed', async () => {
    const searches: string[] = [];
    server.use(
      http.get('*/api/abstract_places', () => HttpResponse.json(hydraCollection([]))),
      http.get('*/api/localities', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json(hydraCollection([]));
      }),
    );
    const labels = emptyLabels();
    labels.places['/api/abstract_places/1'] = {
      name: 'Warszawa',
      address: null,
      latitude: 52,
      longitude: 21,
    };
    const { user } = renderWithRouter(
      <CourseLabelsProvider initial={labels}>
        <PlaceAutocomplete label="Miejsce" value="/api/abstract_places/1" onChange={vi.fn()} company={null} />
      </CourseLabelsProvider>,
    );
    expect(screen.getByLabelText('Miejsce')).toHaveValue('Warszawa');
    await new Promise((resolve) => setTimeout(resolve, PLACE_SEARCH_DEBOUNCE_MS + 300));
    expect(searches).toEqual([]);
    // Clicking selects the shown name, so typing replaces it.
    await user.type(screen.getByLabelText('Miejsce'), 'Zielona');
    // The typed text stays (it used to snap back to the chosen name on every keystroke).
    expect(screen.getByLabelText('Miejsce')).toHaveValue('Zielona');
    await vi.waitFor(() => expect(searches).toEqual(['Zielona']), { timeout: 5000 });
  });

  it('searches again when the user types over a place already chosen (the edit forms)', async () => {
    server.use(
      http.get('*/api/abstract_places', ({ request }) =>
        HttpResponse.json(
          hydraCollection(
            new URL(request.url).searchParams.get('name') === 'Gniez'
              ? [
                  buildSavedPlace({
                    id: 5,
                    name: 'Gniezno',
                    address: 'Dworcowa 1, Gniezno',
                    latitude: 52.53,
                    longitude: 17.6,
                  }),
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

  it("offers the traveller's recently used places before anything is typed (§9), then the search", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/segments', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          hydraCollection([
            buildSavedPlace({
              id: 5,
              name: 'Hotel Kolejarz',
              address: 'Kutno, Sienkiewicza 1',
              type: 'hotel',
            }),
            buildSavedPlace({ id: 6, name: 'Łódź Kaliska', address: 'Łódź', type: 'place' }),
          ]),
        );
      }),
      http.get('*/api/abstract_places', () => HttpResponse.json(hydraCollection([]))),
      http.get('*/api/localities', () => HttpResponse.json(hydraCollection([]))),
    );
    const onChange = vi.fn();
    const { user } = renderWithRouter(
      <CourseLabelsProvider initial={emptyLabels()}>
        <PlaceAutocomplete
          label="Miejsce"
          value={null}
          onChange={onChange}
          company={null}
          recentPlacesOf={9}
        />
      </CourseLabelsProvider>,
    );
    await user.click(screen.getByLabelText('Miejsce'));
    expect(await screen.findByText('Ostatnio używane')).toBeInTheDocument();
    expect(asked[0]?.get('employees.id')).toBe('9');
    expect(asked[0]?.get('order[startTime]')).toBe('desc');
    await user.click(screen.getByRole('option', { name: /Hotel Kolejarz/ }));
    expect(onChange).toHaveBeenCalledWith('/api/abstract_places/5');

    await user.clear(screen.getByLabelText('Miejsce'));
    await user.type(screen.getByLabelText('Miejsce'), 'Ku');
    expect(await screen.findByText('Nie znaleziono miejsca')).toBeInTheDocument();
    expect(screen.queryByText('Ostatnio używane')).not.toBeInTheDocument();
  });
});
