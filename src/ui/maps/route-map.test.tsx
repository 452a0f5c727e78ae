import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { MapStop } from './map-config';
import { RouteMap } from './route-map';
import { OFFLINE_MAP_CAPTION, OFFLINE_MAP_DESCRIPTION } from './offline-map-base';

const stops: MapStop[] = [
  { key: '1', name: 'Warszawa Centralna', latitude: 52.2289, longitude: 21.0031 },
  { key: '2', name: 'Łódź Fabryczna', latitude: 51.7706, longitude: 19.4699 },
  { key: '3', name: 'Poznań Główny', latitude: 52.4016, longitude: 16.9115 },
];

/** A stand-in for the Google Maps API that records what the map asked of it. */
function fakeGoogleMaps(directionsStatus: string) {
  const calls = { maps: 0, markers: [] as { label: string; title: string }[], routes: [] as unknown[] };
  const setDirections = vi.fn();
  const maps = {
    // A loaded API has a version: the loader then uses it instead of adding Google's script.
    version: 'test',
    event: { addListener: () => ({ remove() {} }), removeListener() {}, clearInstanceListeners() {} },
    Map: class {
      constructor() {
        calls.maps += 1;
      }
      setCenter() {}
      setZoom() {}
      setOptions() {}
      fitBounds() {}
    },
    Marker: class {
      constructor() {
        const seen = { label: '', title: '' };
        calls.markers.push(seen);
        // The marker component sets each of its props through a setter: record two, accept the rest.
        return new Proxy(this, {
          get: (target, name) => {
            if (name === 'setLabel') return (label: string) => (seen.label = label);
            if (name === 'setTitle') return (title: string) => (seen.title = title);
            if (typeof name === 'string' && name.startsWith('set')) return () => undefined;
            return Reflect.get(target, name) as unknown;
          },
        });
      }
    },
    LatLngBounds: class {
      extend() {}
    },
    DirectionsRenderer: class {
      setDirections = setDirections;
      setMap() {}
      setOptions() {}
    },
    DirectionsService: class {
      route(request: unknown, callback: (result: object, status: string) => void) {
        calls.routes.push(request);
        callback({ routes: [] }, directionsStatus);
      }
    },
    TravelMode: { DRIVING: 'DRIVING' },
    DirectionsStatus: { OK: 'OK' },
  };
  Reflect.set(globalThis, 'google', { maps });
  return { calls, setDirections };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'google');
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('RouteMap', () => {
  it('draws Poland, Germany, the lettered and named stops and the route offline, asking Google for nothing', async () => {
    render(<RouteMap stops={stops} label="Mapa przejazdu" height={200} apiKey="" />);
    const map = screen.getByRole('img', { name: 'Mapa przejazdu' });
    expect([...map.querySelectorAll('polygon title')].map((title) => title.textContent)).toEqual([
      'Polska',
      'Niemcy',
    ]);
    expect([...map.querySelectorAll('circle title')].map((title) => title.textContent)).toEqual(
      stops.map((stop) => stop.name),
    );
    expect(
      [...map.querySelectorAll('[data-map-layer="route"] text')].map((text) => text.textContent),
    ).toEqual(['Warszawa Centralna', 'A', 'Łódź Fabryczna', 'B', 'Poznań Główny', 'C']);
    expect(map.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    // The base says what it is, and names the towns around from the offline gazetteer (row 865).
    expect(map).toHaveAccessibleDescription(OFFLINE_MAP_DESCRIPTION);
    expect(within(map).getByText(OFFLINE_MAP_CAPTION)).toBeInTheDocument();
    // Towns around are named, but not 'Łódź' itself: it would cover the stop's label 'Łódź Fabryczna'.
    await waitFor(() => expect(map.querySelectorAll('[data-map-towns] text').length).toBeGreaterThan(0));
    expect(within(map).queryByText('Łódź')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });

  it('uses Google Maps with lettered markers and the driving route when a key is set', async () => {
    const { calls, setDirections } = fakeGoogleMaps('OK');
    render(<RouteMap stops={stops} label="Mapa przejazdu" height={200} apiKey="test-key" />);
    expect(await screen.findByRole('region', { name: 'Mapa przejazdu' })).toBeInTheDocument();
    await waitFor(() => expect(setDirections).toHaveBeenCalledOnce());
    expect(calls.maps).toBe(1);
    expect(calls.markers).toEqual([
      { label: 'A', title: 'Warszawa Centralna' },
      { label: 'B', title: 'Łódź Fabryczna' },
      { label: 'C', title: 'Poznań Główny' },
    ]);
    expect(calls.routes).toEqual([
      {
        origin: { lat: 52.2289, lng: 21.0031 },
        destination: { lat: 52.4016, lng: 16.9115 },
        waypoints: [{ location: { lat: 51.7706, lng: 19.4699 }, stopover: true }],
        travelMode: 'DRIVING',
      },
    ]);
  });

  it('draws no route when Directions does not answer OK', async () => {
    const { calls, setDirections } = fakeGoogleMaps('ZERO_RESULTS');
    render(<RouteMap stops={stops} label="Mapa przejazdu" height={200} apiKey="test-key" />);
    await waitFor(() => expect(calls.routes).toHaveLength(1));
    expect(calls.markers).toHaveLength(3);
    expect(setDirections).not.toHaveBeenCalled();
  });
});
