import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { ResetRequestForm } from './reset-request-form';

function countRequests() {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/users/reset-password-request', async ({ request }) => {
      sent.push(await request.json());
      return new HttpResponse(null, { status: 202 });
    }),
  );
  return sent;
}

describe('ResetRequestForm', () => {
  it("starts with the given identifier, sends it and says 'Sukces!'; Ok leads on", async () => {
    const sent = countRequests();
    const view = renderWithRouter(<ResetRequestForm defaultIdentifier="anna@example.pl" doneTo="/done" />, {
      routes: [{ path: '/done', element: <p>Dalej</p> }],
    });
    expect(screen.getByRole('textbox', { name: 'Adres e-mail lub numer telefonu' })).toHaveValue(
      'anna@example.pl',
    );
    await view.user.click(screen.getByRole('button', { name: 'Wyślij link resetujący' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sukces!' });
    expect(dialog).toHaveTextContent('Link do zresetowania hasła został wysłany na: anna@example.pl');
    expect(sent).toEqual([{ identifier: 'anna@example.pl' }]);
    await view.user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Dalej')).toBeInTheDocument();
  });

  it("sends nothing while the field is empty ('Pole jest wymagane')", async () => {
    const sent = countRequests();
    const view = renderWithRouter(<ResetRequestForm doneTo="/done" />);
    await view.user.click(screen.getByRole('button', { name: 'Wyślij link resetujący' }));
    expect(await screen.findByText('Pole jest wymagane')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
