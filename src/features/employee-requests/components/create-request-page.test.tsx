import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { CreateRequestPage } from './create-request-page';

const created = {
  '@context': '/api/contexts/EmployeeRequest',
  '@id': '/api/employee_requests/7',
  '@type': 'EmployeeRequest',
  id: 7,
  status: 'open',
  createdAt: '2026-01-14T07:05:00+00:00',
  createdBy: { id: 9, name: 'Jan Kowalski', companyId: 2 },
  version: 1,
  lastMessage: null,
  messageCount: 1,
  messages: [],
};

describe('CreateRequestPage', () => {
  it("checks the text by the server's rule: refuses a blank or too long one, sends it trimmed", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/employee_requests', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = renderWithRouter(<CreateRequestPage />, {
      path: '/employee-request/create',
      routes: [{ path: '/employee-request/:id', element: <p>Zgłoszenie otwarte</p> }],
    });
    const text = screen.getByRole('textbox', { name: 'Treść zgłoszenia' });
    const send = screen.getByRole('button', { name: 'Wyślij zgłoszenie' });

    await user.type(text, '   ');
    await user.click(send);
    expect(await screen.findByText('Wpisz treść wiadomości')).toBeVisible();

    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(2001));
    expect(await screen.findByText('Wiadomość może mieć najwyżej 2000 znaków')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(text);
    await user.type(text, '  Proszę o zmianę bazy  ');
    await user.click(send);
    expect(await screen.findByText('Zgłoszenie otwarte')).toBeVisible();
    expect(sent).toEqual([{ message: 'Proszę o zmianę bazy', idempotencyKey: expect.any(String) }]);
  });
});
