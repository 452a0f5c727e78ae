import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RouteMap } from './route-map';

// A file of its own: @react-google-maps/api keeps one loader per page, and here it must never succeed.
const stops = [
  { key: '1', name: 'Warszawa Centralna', latitude: 52.2289, longitude: 21.0031 },
  { key: '2', name: 'Poznań Główny', latitude: 52.4016, longitude: 16.9115 },
];

describe('RouteMap with a Google key, when Google cannot be reached', () => {
  it('loads the Google script in Polish with the key, and says so when it fails', async () => {
    render(<RouteMap stops={stops} label="Mapa przejazdu" height={200} apiKey="test-key" />);
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]');
      if (!found) throw new Error('no script yet');
      return found;
    });
    const url = new URL(script.src);
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('language')).toBe('pl');
    // The loader tries again with a new script a few times before it gives up and the map says so.
    await waitFor(() => {
      for (const attempt of document.head.querySelectorAll('script[src*="maps.googleapis.com"]'))
        attempt.dispatchEvent(new Event('error'));
      expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się wczytać mapy Google');
    });
  });
});
