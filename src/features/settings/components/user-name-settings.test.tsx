import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { violationsError } from '@mocks/handlers';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { UserNameSettings } from './user-name-settings';

const user = userSchema.parse(buildUser({ id: 3, firstname: 'Anna', surname: 'Nowak' }));

describe('UserNameSettings', () => {
  it('does not send an empty name and says the field is required', async () => {
    let sent = 0;
    server.use(
      http.put('*/api/users/:id', () => {
        sent += 1;
        return HttpResponse.json(buildUser());
      }),
    );
    const view = renderWithRouter(<UserNameSettings user={user} />);

    await view.user.clear(screen.getByRole('textbox', { name: /^Imię/ }));
    await view.user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Pole jest wymagane')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Imię/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it('saves the new name and confirms it', async () => {
    let body: unknown;
    server.use(
      http.put('*/api/users/3', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildUser({ id: 3, firstname: 'Maria', surname: 'Nowak' }));
      }),
    );
    const view = renderWithRouter(<UserNameSettings user={user} />);

    await view.user.clear(screen.getByRole('textbox', { name: /^Imię/ }));
    await view.user.type(screen.getByRole('textbox', { name: /^Imię/ }), '  Maria ');
    await view.user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Dane zapisano prawidłowo')).toBeInTheDocument();
    expect(body).toEqual({ firstname: 'Maria', surname: 'Nowak', version: 1 });
    expect(view.queryClient.getQueryData(['users', 'detail', 'me'])).toMatchObject({ firstname: 'Maria' });
  });

  it('puts a server violation on its field', async () => {
    server.use(
      http.put('*/api/users/3', () =>
        violationsError([{ propertyPath: 'surname', message: 'Wartość jest zbyt długa' }]),
      ),
    );
    const view = renderWithRouter(<UserNameSettings user={user} />);

    await view.user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Wartość jest zbyt długa')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nazwisko/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
