import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { violationsError } from '@mocks/handlers';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { OWN_PHONE_MESSAGES } from '@domain/people/own-phones';
import { UserPhoneSettings, UNSUPPORTED_PHONE_MODE } from './user-phone-settings';

const phones = [
  { '@id': '/api/user_phones/11', id: 11, phone: '600100200', main: true },
  { '@id': '/api/user_phones/12', id: 12, phone: '600100201', main: false },
];
const twoPhones = userSchema.parse(buildUser({ id: 3, phones, version: 4 }));
const onePhone = userSchema.parse(buildUser({ id: 3, phones: phones.slice(0, 1), version: 4 }));

const at = (query: string, user = twoPhones) =>
  renderWithRouter(<UserPhoneSettings user={user} />, {
    path: '/settings/user-phone-settings',
    initialEntry: `/settings/user-phone-settings${query}`,
  });

/** Counts the calls to /api/user_phones and answers them with `answer`. */
function phoneCalls(answer: () => Response = () => HttpResponse.json(buildUser({ id: 3, phones }))) {
  const calls: { method: string; url: string; body: unknown; ifMatch: string | null }[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
      ifMatch: request.headers.get('If-Match'),
    });
    return answer();
  };
  server.use(http.post('*/api/user_phones', record), http.all('*/api/user_phones/:id', record));
  return calls;
}

describe('UserPhoneSettings', () => {
  it('lists the own phones formatted, the default marked, with edit and remove', () => {
    at('');
    const list = screen.getByRole('list', { name: 'Twoje numery telefonów' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('600 100 200');
    expect(within(items[0] as HTMLElement).getByText('Domyślny')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('Domyślny')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edytuj numer 600 100 201' })).toHaveAttribute(
      'href',
      '/settings/user-phone-settings?selectedPhone=1',
    );
    expect(screen.getByRole('button', { name: 'Usuń numer 600 100 201' })).toBeInTheDocument();
  });

  it('offers no removal of the only phone', () => {
    at('', onePhone);
    expect(screen.queryByRole('button', { name: /^Usuń numer/ })).toBeNull();
  });

  it('adds a phone from ?type=create and does not send a wrong number', async () => {
    const calls = phoneCalls();
    const view = at('?type=create');
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj numer telefonu' });
    const input = within(dialog).getByRole('textbox', { name: /Numer telefonu/ });

    // Empty: the settings' own required message (administration.md §5), not the 9-digit rule.
    await view.user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Pole jest wymagane')).toBeInTheDocument();
    expect(within(dialog).queryByText('Numer telefonu powinien składać się z 9 cyfr')).toBeNull();

    await view.user.type(input, '60010');
    await view.user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(dialog).findByText('Numer telefonu powinien składać się z 9 cyfr'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await view.user.type(input, '0300');
    await view.user.click(within(dialog).getByRole('switch', { name: 'Domyślny numer telefonu' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dane zapisano prawidłowo')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/user_phones',
        body: { phone: '600100300', main: true, version: 4 },
        ifMatch: null,
      },
    ]);
    expect(view.router.state.location.search).toBe('');
  });

  it('edits the phone ?selectedPhone names; the default cannot be switched off', async () => {
    const calls = phoneCalls();
    const view = at('?selectedPhone=0');
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj numer telefonu' });
    expect(within(dialog).getByRole('textbox', { name: /Numer telefonu/ })).toHaveValue('600100200');
    expect(within(dialog).getByRole('switch', { name: 'Domyślny numer telefonu' })).toBeDisabled();
    expect(within(dialog).getByText(OWN_PHONE_MESSAGES.keepDefault)).toBeInTheDocument();

    const input = within(dialog).getByRole('textbox', { name: /Numer telefonu/ });
    await view.user.clear(input);
    await view.user.type(input, '600100299');
    await view.user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dane zapisano prawidłowo')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/user_phones/11',
        body: { phone: '600100299', main: true, version: 4 },
        ifMatch: null,
      },
    ]);
  });

  it('refuses a number already on the list before sending it', async () => {
    const calls = phoneCalls();
    const view = at('?selectedPhone=1');
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj numer telefonu' });
    const input = within(dialog).getByRole('textbox', { name: /Numer telefonu/ });
    await view.user.clear(input);
    await view.user.type(input, '600100200');
    await view.user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Ten numer telefonu jest już na liście')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("puts the server's violation on its field", async () => {
    phoneCalls(() =>
      violationsError([{ propertyPath: 'phone', message: 'Numer telefonu powinien składać się z 9 cyfr' }]),
    );
    const view = at('?type=create');
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj numer telefonu' });
    await view.user.type(within(dialog).getByRole('textbox', { name: /Numer telefonu/ }), '600100300');
    await view.user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(dialog).findByText('Numer telefonu powinien składać się z 9 cyfr'),
    ).toBeInTheDocument();
  });

  it('removes a phone after confirmation, versioned with If-Match', async () => {
    const calls = phoneCalls();
    const view = at('');
    await view.user.click(screen.getByRole('button', { name: 'Usuń numer 600 100 201' }));
    const confirm = await screen.findByRole('dialog', { name: 'Czy na pewno usunąć numer telefonu?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Numer telefonu został usunięty')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/user_phones/12', body: null, ifMatch: 'W/"4"' }]);
  });

  it.each(['?type=edit', '?selectedPhone=5', '?selectedPhone=abc'])(
    'shows an error for the unsupported mode %s instead of a form',
    (query) => {
      at(query);
      expect(screen.getByRole('alert')).toHaveTextContent(UNSUPPORTED_PHONE_MODE);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});
