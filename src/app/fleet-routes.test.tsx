import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { signIn } from '@mocks/tokens';
import { buildUser } from '@mocks/users';
import { renderApp } from '@/test/render-app';

/**
 * The fleet pages open for exactly whom their menu entries show (docs/spec-decisions.md rows 630,
 * 705): the route guards use the menu's and the server's rules (mayManageCars, mayUseFuel,
 * canReadFleetReports).
 */
const TAXI_TRANS = {
  '@id': '/api/companies/3',
  id: 3,
  name: 'Taxi Trans Warszawa',
  isTransportCompany: true,
};
const EMPTY = { 'hydra:member': [], 'hydra:totalItems': 0 };

function signInAs(roles: string[], company: typeof TAXI_TRANS | null) {
  signIn();
  server.use(
    http.get('*/api/users/me', () =>
      HttpResponse.json(buildUser({ id: 7, username: 'u', roles: ['ROLE_DEFAULT', ...roles], company })),
    ),
    http.get('*/api/cars', () => HttpResponse.json(EMPTY)),
    http.get('*/api/brands', () => HttpResponse.json(EMPTY)),
  );
}

describe('fleet routes', () => {
  it("opens 'Samochody' at /fleet for a transport company, whose menu shows it", async () => {
    signInAs(['ROLE_TRANSPORT_COMPANY'], TAXI_TRANS);
    const { router } = renderApp('/fleet');

    expect(await screen.findByRole('heading', { level: 1, name: 'Samochody' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fleet/cars');
    expect(screen.queryByText('Brak uprawnień')).not.toBeInTheDocument();
  });

  it('refuses fuel to a transport company without the fleet role', async () => {
    signInAs(['ROLE_TRANSPORT_COMPANY'], TAXI_TRANS);
    renderApp('/fleet/transactions');

    expect(await screen.findByRole('alert')).toHaveTextContent('Brak uprawnień');
  });

  it('refuses the fleet reports to a fleet user of no company', async () => {
    signInAs(['ROLE_FLEET'], null);
    renderApp('/fleet/driver-report');

    expect(await screen.findByRole('alert')).toHaveTextContent('Brak uprawnień');
  });

  it('refuses /fleet to a dispatcher, who has no fleet page', async () => {
    signInAs(['ROLE_USER'], null);
    const { router } = renderApp('/fleet');

    expect(await screen.findByRole('alert')).toHaveTextContent('Brak uprawnień');
    expect(router.state.location.pathname).toBe('/fleet/cars');
  });
});
