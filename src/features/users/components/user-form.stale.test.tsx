import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { hydraError } from '@mocks/handlers';
import { buildUser, passengerUser } from '@mocks/users';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { UserForm } from './user-form';

describe('UserForm: a save refused as stale', () => {
  it('offers the newer account, keeps the typed surname and saves against its version', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      // Someone else corrected the first name meanwhile (version 2).
      // The company choice's options.
      http.get('*/api/companies', () => HttpResponse.json({ 'hydra:member': [], 'hydra:totalItems': 0 })),
      http.get('*/api/users/9', () => HttpResponse.json(passengerUser({ firstname: 'Janusz', version: 2 }))),
      http.put('*/api/users/9', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return sent.length === 1 ? hydraError(409, STALE_WRITE_MESSAGE) : HttpResponse.json(passengerUser());
      }),
    );
    const actor = userSchema.parse(buildUser());
    const current = userSchema.parse(passengerUser());
    const { user } = renderWithRouter(<UserForm actor={actor} current={current} />, {
      routes: [{ path: '/users/:id', element: <p>Profil użytkownika</p> }],
    });
    const surname = await screen.findByLabelText(/Nazwisko/);
    await user.clear(surname);
    await user.type(surname, 'Kowalczyk');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    expect(within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.taken })).toHaveTextContent('Imię');
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(screen.getByLabelText(/Imię/)).toHaveValue('Janusz');
    expect(screen.getByLabelText(/Nazwisko/)).toHaveValue('Kowalczyk');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Profil użytkownika')).toBeInTheDocument();
    expect(sent.map((body) => body.version)).toEqual([1, 2]);
    expect(sent[1]).toMatchObject({ firstname: 'Janusz', surname: 'Kowalczyk' });
  }, 30_000);
});
