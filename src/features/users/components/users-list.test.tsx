import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { UsersList } from './users-list';

const member = (id: number, name: string, roles: string[], company: { id: number; name: string } | null) => ({
  '@id': `/api/users/${id}`,
  '@type': 'User',
  id,
  name,
  username: name.toLowerCase().replace(' ', '.'),
  firstname: name.split(' ')[0],
  surname: name.split(' ')[1],
  email: null,
  roles: ['ROLE_DEFAULT', ...roles],
  company: company && { '@id': `/api/companies/${company.id}`, ...company },
});

const taxi = { id: 4, name: 'Taxi Trans Warszawa' };
const members = [
  member(12, 'Karol Kierowca', ['ROLE_DRIVER'], taxi),
  member(11, 'Adam Admin', ['ROLE_ADMIN'], taxi),
  member(1, 'Anna Nowak', ['ROLE_ADMIN', 'ROLE_IMPERSONATOR'], null),
];

function serveMembers() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/users', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        '@context': '/api/contexts/User',
        '@id': '/api/users',
        '@type': 'hydra:Collection',
        'hydra:member': members,
        'hydra:totalItems': members.length,
      });
    }),
  );
  return asked;
}

describe('UsersList', () => {
  it('gives an impersonating admin preview, edit and delete, but never on their own row', async () => {
    const asked = serveMembers();
    const admin = userSchema.parse(buildUser({ id: 1 }));
    renderWithRouter(<UsersList user={admin} />);

    const row = await screen.findByRole('row', { name: /Karol Kierowca/ });
    expect(within(row).getByText('Kierowca')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Podgląd: Karol Kierowca' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edytuj: Karol Kierowca' })).toHaveAttribute(
      'href',
      '/users/12/edit',
    );
    const own = screen.getByRole('row', { name: /Anna Nowak/ });
    expect(within(own).queryByRole('button', { name: /Podgląd/ })).toBeNull();
    expect(within(own).queryByRole('button', { name: /Usuń/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Utwórz' })).toBeInTheDocument();
    expect(asked[0]?.get('order[id]')).toBe('desc');
  });

  it('lets a transport company edit its driver but not an administrator, and preview nobody', async () => {
    serveMembers();
    const transport = userSchema.parse(
      buildUser({
        id: 7,
        roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'],
        company: { ...taxi, '@id': '/api/companies/4', isTransportCompany: true },
      }),
    );
    renderWithRouter(<UsersList user={transport} />);

    const driver = await screen.findByRole('row', { name: /Karol Kierowca/ });
    expect(within(driver).getByRole('button', { name: 'Usuń: Karol Kierowca' })).toBeInTheDocument();
    const admin = screen.getByRole('row', { name: /Adam Admin/ });
    expect(within(admin).queryByRole('link', { name: /Edytuj/ })).toBeNull();
    expect(within(admin).queryByRole('button', { name: /Usuń/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Podgląd/ })).toBeNull();
  });

  it('goes to the login page when login-as fails (§8)', async () => {
    serveMembers();
    server.use(
      http.get('*/api/login_as', () =>
        HttpResponse.json(
          { 'hydra:description': 'Brak uprawnień do wykonania tej operacji' },
          { status: 403 },
        ),
      ),
    );
    const admin = userSchema.parse(buildUser({ id: 1 }));
    const view = renderWithRouter(<UsersList user={admin} />, {
      routes: [{ path: '/login', element: <p>Strona logowania</p> }],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Podgląd: Karol Kierowca' }));
    expect(await screen.findByText('Strona logowania')).toBeInTheDocument();
    expect(localStorage.getItem('impersonator_token')).toBeNull();
  });
});
