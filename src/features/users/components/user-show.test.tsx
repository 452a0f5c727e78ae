import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { UserShow } from './user-show';

const admin = userSchema.parse(buildUser());
const target = userSchema.parse(
  buildUser({ id: 7, username: 'jan.nowak', firstname: 'Jan', surname: 'Nowak', roles: ['ROLE_DEFAULT'] }),
);
const listRoute = [{ path: '/users', element: <h1>Lista użytkowników</h1> }];

function serveDelete(answer: () => Response) {
  const deleted: string[] = [];
  server.use(
    http.delete('*/api/users/:id', ({ params }) => {
      deleted.push(String(params.id));
      return answer();
    }),
  );
  return deleted;
}

describe('UserShow: delete from the profile (ProfileDelete)', () => {
  it("deletes after 'Tak', says 'Pomyślnie usunięto rekord' and goes back to the list", async () => {
    const deleted = serveDelete(() => new HttpResponse(null, { status: 204 }));
    const { user } = renderWithRouter(<UserShow actor={admin} user={target} />, {
      path: '/users/:id',
      initialEntry: '/users/7',
      routes: listRoute,
    });

    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno usunąć użytkownika?' });
    expect(dialog).toHaveTextContent('Jan Nowak');
    await user.click(screen.getByRole('button', { name: 'Tak' }));

    expect(await screen.findByText('Pomyślnie usunięto rekord')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lista użytkowników' })).toBeInTheDocument();
    expect(deleted).toEqual(['7']);
  });

  it("sends nothing when 'Nie' is chosen and stays on the page", async () => {
    const deleted = serveDelete(() => new HttpResponse(null, { status: 204 }));
    const { user } = renderWithRouter(<UserShow actor={admin} user={target} />, {
      path: '/users/:id',
      initialEntry: '/users/7',
      routes: listRoute,
    });

    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    await user.click(await screen.findByRole('button', { name: 'Nie' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jan Nowak' })).toBeInTheDocument();
    expect(deleted).toEqual([]);
  });

  it("shows the server's Polish refusal and keeps the page", async () => {
    serveDelete(() =>
      HttpResponse.json(
        { '@type': 'hydra:Error', 'hydra:description': 'Brak uprawnień do wykonania tej operacji' },
        { status: 403 },
      ),
    );
    const { user } = renderWithRouter(<UserShow actor={admin} user={target} />, {
      path: '/users/:id',
      initialEntry: '/users/7',
      routes: listRoute,
    });

    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    await user.click(await screen.findByRole('button', { name: 'Tak' }));

    expect(
      await screen.findByText('Błąd usuwania: Brak uprawnień do wykonania tej operacji'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jan Nowak' })).toBeInTheDocument();
  });

  it("offers no delete of one's own account", () => {
    renderWithRouter(<UserShow actor={admin} user={admin} />);
    expect(screen.getByRole('link', { name: 'Wróć' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
  });
});
