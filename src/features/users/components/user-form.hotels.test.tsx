import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { HOTELS_HELPER } from './hotels-field';
import { UserForm } from './user-form';

const hotel = (id: number, name: string) => ({
  '@id': `/api/abstract_places/${id}`,
  '@type': 'AbstractPlace',
  id,
  name,
  address: null,
});
const desk = buildUser({
  id: 12,
  username: 'recepcja',
  roles: ['ROLE_DEFAULT', 'ROLE_HOTEL'],
  hotels: ['/api/abstract_places/5'],
});

function serve(sent: Record<string, unknown>[]) {
  server.use(
    http.get('*/api/companies', () => HttpResponse.json({ 'hydra:member': [], 'hydra:totalItems': 0 })),
    http.get('*/api/abstract_places', () =>
      HttpResponse.json({
        'hydra:member': [hotel(5, 'Hotel Ibis Warszawa'), hotel(6, 'Hotel Mercure Gdańsk')],
        'hydra:totalItems': 2,
      }),
    ),
    http.get('*/api/users/12', () => HttpResponse.json(desk)),
    http.put('*/api/users/12', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(desk);
    }),
  );
}

describe('UserForm: the hotels of a hotel account (row 604)', () => {
  it('lets the administrator choose the hotels and sends their IRIs', async () => {
    const sent: Record<string, unknown>[] = [];
    serve(sent);
    const { user } = renderWithRouter(
      <UserForm actor={userSchema.parse(buildUser())} current={userSchema.parse(desk)} />,
      { routes: [{ path: '/users/:id', element: <p>Profil użytkownika</p> }] },
    );
    expect(await screen.findByText(HOTELS_HELPER)).toBeInTheDocument();
    const field = screen.getByRole('combobox', { name: /Hotele/ });
    expect(await within(field).findByText('Hotel Ibis Warszawa')).toBeInTheDocument();
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Hotel Mercure Gdańsk' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Profil użytkownika')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ hotels: ['/api/abstract_places/5', '/api/abstract_places/6'] });
  }, 30_000);

  it('shows no hotels to a company head and sends none', async () => {
    const sent: Record<string, unknown>[] = [];
    serve(sent);
    const head = buildUser({
      id: 3,
      roles: ['ROLE_DEFAULT', 'ROLE_COMPANY'],
      company: { '@id': '/api/companies/1', id: 1, name: 'PKP Intercity', isTransportCompany: false },
    });
    const view = renderWithRouter(
      <UserForm actor={userSchema.parse(head)} current={userSchema.parse(desk)} />,
      { routes: [{ path: '/users/:id', element: <p>Profil użytkownika</p> }] },
    );
    await screen.findByLabelText(/Nazwisko/);
    expect(screen.queryByRole('combobox', { name: /Hotele/ })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Profil użytkownika')).toBeInTheDocument();
    expect(sent[0]).not.toHaveProperty('hotels');
  }, 30_000);

  it('hides the hotels when the administrator takes the hotel role away', async () => {
    serve([]);
    renderWithRouter(<UserForm actor={userSchema.parse(buildUser())} current={userSchema.parse(desk)} />, {
      routes: [{ path: '/users/:id', element: <p>Profil użytkownika</p> }],
    });
    await screen.findByText(HOTELS_HELPER);
    // A plain click: user-event refuses MUI's visually hidden checkbox input here.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hotel' }));
    expect(screen.queryByText(HOTELS_HELPER)).not.toBeInTheDocument();
  }, 30_000);
});
