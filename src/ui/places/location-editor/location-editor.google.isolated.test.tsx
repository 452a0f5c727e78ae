import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { LocationEditor } from './location-editor';

// A file of its own: Google's map is replaced by a stand-in that reports a drag and where it rested.
const rest = { lat: 50.0614, lng: 19.9366, zoom: 15 };
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => ({ isLoaded: true, loadError: undefined }),
  GoogleMap: (props: {
    onLoad?: (map: unknown) => void;
    onDragStart?: () => void;
    onIdle?: () => void;
    center: { lat: number; lng: number };
  }) => {
    const map = { getCenter: () => ({ lat: () => rest.lat, lng: () => rest.lng }), getZoom: () => rest.zoom };
    return (
      <div data-testid="google-map" data-center={`${props.center.lat},${props.center.lng}`}>
        <button type="button" onClick={() => props.onLoad?.(map)}>
          load
        </button>
        <button type="button" onClick={() => props.onDragStart?.()}>
          drag
        </button>
        <button type="button" onClick={() => props.onIdle?.()}>
          idle
        </button>
      </div>
    );
  },
}));

describe('LocationEditor with a Google key', () => {
  it('clears the address on dragstart and reverse-geocodes where Google’s map comes to rest', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/geocode/reverse', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('lat')},${url.searchParams.get('lng')}`);
        return HttpResponse.json({
          address: 'Rynek Główny 1, 31-042 Kraków, Polska',
          name: 'Kraków',
          country: 'pl',
          source: 'google',
          placeId: 'ChIJ-krakow',
          lat: rest.lat,
          lng: rest.lng,
        });
      }),
    );
    const onChoose = vi.fn();
    const initial = { latitude: 50.05, longitude: 19.94, address: 'Kraków, małopolskie, Polska' };
    renderWithRouter(
      <LocationEditor initial={initial} apiKey="test-key" onChoose={onChoose} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edycja lokalizacji' });
    const map = await within(dialog).findByTestId('google-map');
    fireEvent.click(within(map).getByRole('button', { name: 'load' }));
    fireEvent.click(within(map).getByRole('button', { name: 'drag' }));
    expect(within(dialog).getByTestId('location-address')).toHaveTextContent('—');
    fireEvent.click(within(map).getByRole('button', { name: 'idle' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('location-address')).toHaveTextContent('Rynek Główny 1'),
    );
    expect(asked).toEqual(['50.061400,19.936600']);
    // The map is not told to move back: it keeps where the user left it.
    expect(map).toHaveAttribute('data-center', '50.05,19.94');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wybierz' }));
    expect(onChoose).toHaveBeenCalledWith({
      latitude: rest.lat,
      longitude: rest.lng,
      address: 'Rynek Główny 1, 31-042 Kraków, Polska',
    });
  });
});
