import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { UserEmailSettings } from './user-email-settings';
import { UserPasswordChangeSettings } from './user-password-change-settings';

// §5 "Settings forms validated before submit; invalid forms not sent": each form below is submitted
// invalid and no PUT /api/users/{id} leaves (the name form: user-name-settings.test.tsx; the phone
// dialog: phones/user-phone-settings.test.tsx; the reset request: reset-request-form.test.tsx).
const user = userSchema.parse(buildUser({ id: 3 }));

function countPuts() {
  const sent: unknown[] = [];
  server.use(
    http.put('*/api/users/:id', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(buildUser({ id: 3 }));
    }),
  );
  return sent;
}

describe('settings forms are validated before submit', () => {
  it('e-mail: a malformed address is not sent', async () => {
    const sent = countPuts();
    const view = renderWithRouter(<UserEmailSettings user={user} />);
    const input = screen.getByRole('textbox', { name: 'Adres e-mail' });
    await view.user.clear(input);
    await view.user.type(input, 'anna@');
    await view.user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Niepoprawny format adresu email')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it("password: both fields are required ('Pole jest wymagane') and nothing is sent", async () => {
    const sent = countPuts();
    const view = renderWithRouter(<UserPasswordChangeSettings user={user} />);
    await view.user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });

  it('password: hints that the new one should differ and links to the reset request in settings', async () => {
    const view = renderWithRouter(<UserPasswordChangeSettings user={user} />);
    await view.user.type(screen.getByLabelText(/^Obecne hasło/), 'tajne-haslo-1');
    await view.user.type(screen.getByLabelText(/^Nowe hasło/), 'tajne-haslo-1');
    expect(screen.getByText('Nowe hasło powinno różnić się od obecnego')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute(
      'href',
      '/settings/user-password-reset-request',
    );
  });
});
