import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { GEOLOCATION_DENIED_MESSAGE, GEOLOCATION_TIMEOUT_MS } from './current-position';
import { LocationEditor } from './location-editor';
import { MAP_LABEL } from './location-editor-dialog';

const lodz = { latitude: 51.7592, longitude: 19.456, address: 'Łódź, łódzkie, Polska' };

function answerAddress(address: string | null, asked: { lat: string; lng: string }[] = []) {
  server.use(
    http.get('*/api/geocode/reverse', ({ request }) => {
      const url = new URL(request.url);
      asked.push({ lat: url.searchParams.get('lat') ?? '', lng: url.searchParams.get('lng') ?? '' });
      if (address === null)
        return HttpResponse.json(
          { 'hydra:description': 'Nie znaleziono adresu dla zaznaczonego miejsca' },
          { status: 404 },
        );
      return HttpResponse.json({
        address,
        name: address,
        country: 'pl',
        source: 'gazetteer',
        placeId: null,
        lat: Number(url.searchParams.get('lat')),
        lng: Number(url.searchParams.get('lng')),
      });
    }),
  );
  return asked;
}

const stubGeolocation = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LocationEditor (Edycja lokalizacji)', () => {
  it('clears the address on a drag and reverse-geocodes where the map rests; Wybierz hands both back', async () => {
    const asked = answerAddress('Zgierz, łódzkie, Polska');
    const onChoose = vi.fn();
    renderWithRouter(<LocationEditor initial={lodz} apiKey="" onChoose={onChoose} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edycja lokalizacji' });
    expect(within(dialog).getByTestId('location-address')).toHaveTextContent('Łódź, łódzkie, Polska');
    const map = within(dialog).getByRole('application', { name: MAP_LABEL });

    fireEvent.pointerDown(map, { pointerId: 1, clientX: 100, clientY: 100 });
    expect(within(dialog).getByTestId('location-address')).toHaveTextContent('—');
    fireEvent.pointerMove(map, { pointerId: 1, clientX: 120, clientY: 160 });
    fireEvent.pointerUp(map, { pointerId: 1, clientX: 120, clientY: 160 });

    await waitFor(() => expect(within(dialog).getByTestId('location-address')).toHaveTextContent('Zgierz'));
    expect(asked).toHaveLength(1);
    // Dragged down and right: the pin now points north-west of Łódź.
    expect(Number(asked[0]?.lat)).toBeGreaterThan(lodz.latitude);
    expect(Number(asked[0]?.lng)).toBeLessThan(lodz.longitude);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Wybierz' }));
    expect(onChoose).toHaveBeenCalledWith({
      latitude: expect.closeTo(Number(asked[0]?.lat), 5) as number,
      longitude: expect.closeTo(Number(asked[0]?.lng), 5) as number,
      address: 'Zgierz, łódzkie, Polska',
    });
  });

  it('moves the pin with the arrow keys for keyboard users', async () => {
    const asked = answerAddress('Łódź, łódzkie, Polska');
    const { user } = renderWithRouter(
      <LocationEditor initial={lodz} apiKey="" onChoose={vi.fn()} onClose={vi.fn()} />,
    );
    const map = await screen.findByRole('application', { name: MAP_LABEL });
    map.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    const last = asked.at(-1);
    expect(Number(last?.lng)).toBeGreaterThan(lodz.longitude);
    expect(Number(last?.lat)).toBeGreaterThan(lodz.latitude);
    expect(screen.getByTestId('location-coordinates')).not.toHaveTextContent('51.75920, 19.45600');
  });

  it('warns when nothing is found at the pin', async () => {
    answerAddress(null);
    renderWithRouter(<LocationEditor initial={lodz} apiKey="" onChoose={vi.fn()} onClose={vi.fn()} />);
    const map = await screen.findByRole('application', { name: MAP_LABEL });
    fireEvent.keyDown(map, { key: 'ArrowDown' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie znaleziono adresu dla zaznaczonego miejsca',
    );
  });

  it('says the user blocked sharing the location when geolocation is denied, asking with a 30 s timeout', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((_ok, fail) =>
      fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
    );
    stubGeolocation(getCurrentPosition);
    const { user } = renderWithRouter(
      <LocationEditor initial={null} apiKey="" onChoose={vi.fn()} onClose={vi.fn()} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Moja lokalizacja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GEOLOCATION_DENIED_MESSAGE);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
  });

  it('jumps to the device position and names it', async () => {
    answerAddress('Kutno, łódzkie, Polska');
    stubGeolocation((ok) => ok({ coords: { latitude: 52.23, longitude: 19.36 } } as GeolocationPosition));
    const { user } = renderWithRouter(
      <LocationEditor initial={null} apiKey="" onChoose={vi.fn()} onClose={vi.fn()} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Moja lokalizacja' }));
    expect(await screen.findByText('Kutno, łódzkie, Polska')).toBeInTheDocument();
    expect(screen.getByTestId('location-coordinates')).toHaveTextContent('52.23000, 19.36000');
  });
});
