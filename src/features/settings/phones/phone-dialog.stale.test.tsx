import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraError } from '@mocks/handlers';
import { buildUser } from '@mocks/users';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { UserPhoneSettings } from './user-phone-settings';

const first = { '@id': '/api/user_phones/11', id: 11, phone: '600100200', main: true };
const second = { '@id': '/api/user_phones/12', id: 12, phone: '600100201', main: false };
const phones = [first, second];
const loaded = userSchema.parse(buildUser({ id: 3, phones, version: 4 }));
// Meanwhile, in another tab, the same phone got another number (the user's version 5).
const newer = buildUser({
  id: 3,
  phones: [first, { ...second, phone: '600100202' }],
  version: 5,
});

describe('PhoneDialog: an edit refused as stale', () => {
  it('reads the user again, keeps the typed number and saves against the newer version', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/users/me', () => HttpResponse.json(newer)),
      http.put('*/api/user_phones/12', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return sent.length === 1
          ? hydraError(409, STALE_WRITE_MESSAGE)
          : HttpResponse.json(buildUser({ id: 3, phones, version: 6 }));
      }),
    );
    const { user } = renderWithRouter(<UserPhoneSettings user={loaded} />, {
      path: '/settings/user-phone-settings',
      initialEntry: '/settings/user-phone-settings?selectedPhone=1',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj numer telefonu' });
    const input = within(dialog).getByRole('textbox', { name: /Numer telefonu/ });
    await user.clear(input);
    await user.type(input, '600100299');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    const conflicts = within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.conflicts });
    expect(conflicts).toHaveTextContent('Numer telefonu');
    expect(conflicts).toHaveTextContent(`${STALE_SAVE_TEXTS.theirs}: 600100202`);
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(within(dialog).getByRole('textbox', { name: /Numer telefonu/ })).toHaveValue('600100299');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dane zapisano prawidłowo')).toBeInTheDocument();
    expect(sent).toEqual([
      { phone: '600100299', main: false, version: 4 },
      { phone: '600100299', main: false, version: 5 },
    ]);
  }, 30_000);
});
