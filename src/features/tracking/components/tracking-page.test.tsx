import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '@mocks/server';
import { buildTracking, TRACKING_TOKEN, trackingHandler } from '@mocks/tracking';
import { renderWithRouter } from '@/test/render';
import { TrackingPage } from './tracking-page';

const render = () =>
  renderWithRouter(<TrackingPage token={TRACKING_TOKEN} />, {
    path: '/sledzenie/:token',
    initialEntry: `/sledzenie/${TRACKING_TOKEN}`,
  });

describe("the passenger's tracking page", () => {
  it('shows the car on the map, the driver, the car and the ETA to the own stop, labelled as an estimate', async () => {
    server.use(trackingHandler(() => buildTracking()));
    render();
    expect(await screen.findByRole('heading', { name: 'Gdzie jest samochód?' })).toBeInTheDocument();
    const facts = screen.getByLabelText('Samochód i przyjazd');
    expect(within(facts).getByText('ok. 4 min (2,4 km), szacunkowo')).toBeInTheDocument();
    expect(within(facts).getByText('Tomasz')).toBeInTheDocument();
    expect(within(facts).getByText('Toyota Corolla, WX12345')).toBeInTheDocument();
    expect(within(facts).getByText('07.03.2030 09:00')).toBeInTheDocument();
    const map = screen.getByRole('img', { name: 'Mapa: samochód i Twój przystanek' });
    expect(map).toHaveTextContent('Samochód');
    expect(map).toHaveTextContent('Warszawa Grochów');
  });

  it('says the driver has not set off yet, without a map of the car', async () => {
    server.use(trackingHandler(() => buildTracking({ state: 'waiting', position: null, eta: null })));
    render();
    expect(await screen.findByText('Kierowca jeszcze nie wyruszył.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mapa: samochód i Twój przystanek' })).not.toHaveTextContent(
      'Samochód',
    );
  });

  it("reads 'Przejazd zakończony' once the ride ended", async () => {
    server.use(trackingHandler(() => null));
    render();
    expect(await screen.findByRole('heading', { name: 'Przejazd zakończony' })).toBeInTheDocument();
    expect(screen.queryByText('Tomasz')).not.toBeInTheDocument();
  });
});
