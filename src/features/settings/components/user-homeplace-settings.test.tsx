import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { HOME_REMOVED, UserHomePlaceSettings } from './user-homeplace-settings';

const home = {
  '@id': '/api/abstract_places/40',
  id: 40,
  name: 'Anna Nowak',
  address: 'ul. Lipowa 3, Łódź',
  latitude: 51.75,
  longitude: 19.45,
};

describe('UserHomePlaceSettings', () => {
  it('shows the home and removes it, resetting it to empty (§4)', async () => {
    let body: unknown;
    server.use(
      http.put('*/api/users/3', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildUser({ id: 3, version: 3, home: null }));
      }),
    );
    const user = userSchema.parse(buildUser({ id: 3, version: 2, home }));
    const view = renderWithRouter(<UserHomePlaceSettings user={user} />);
    expect(screen.getByTestId('home-address')).toHaveTextContent('ul. Lipowa 3, Łódź');
    expect(screen.getByRole('button', { name: 'Zmień miejsce zamieszkania' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Usuń miejsce zamieszkania' }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno usunąć miejsce zamieszkania?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText(HOME_REMOVED)).toBeInTheDocument();
    expect(body).toEqual({ home: null, version: 2 });
  });

  it('offers to add a home when there is none and asks for a place before saving', async () => {
    const user = userSchema.parse(buildUser({ id: 3 }));
    const view = renderWithRouter(<UserHomePlaceSettings user={user} />);
    expect(screen.getByTestId('home-address')).toHaveTextContent('Nie podano');
    await view.user.click(screen.getByRole('button', { name: 'Dodaj miejsce zamieszkania' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj miejsce zamieszkania' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Pole wymagane')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wskaż na mapie' })).toBeInTheDocument();
  });
});
