import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { RequestChat } from './request-chat';

const author = { id: 9, name: 'Jan Kowalski' };
const message = {
  '@id': '/api/employee_request_messages/1',
  '@type': 'EmployeeRequestMessage',
  id: 1,
  employeeRequest: '/api/employee_requests/5',
  message: 'Proszę o zmianę bazy',
  // 07:05 UTC is 08:05 in Warsaw in winter.
  createdAt: '2026-01-14T07:05:00+00:00',
  createdBy: author,
  viewedBy: [9],
  idempotencyKey: 'k-1',
};

const detail = (status: 'open' | 'finished') => ({
  '@context': '/api/contexts/EmployeeRequest',
  '@id': '/api/employee_requests/5',
  '@type': 'EmployeeRequest',
  id: 5,
  status,
  createdAt: message.createdAt,
  createdBy: { ...author, companyId: 2 },
  version: 1,
  lastMessage: message,
  messageCount: 1,
  // Read by the office viewer too: opening it asks for nothing more.
  messages: [{ ...message, viewedBy: [9, 1] }],
});

describe('RequestChat', () => {
  it('finishes a request only after the question, which says it cannot be undone', async () => {
    const puts: unknown[] = [];
    let status: 'open' | 'finished' = 'open';
    server.use(
      http.get('*/api/employee_requests/5', () => HttpResponse.json(detail(status))),
      http.put('*/api/employee_requests/5', async ({ request }) => {
        puts.push(await request.json());
        status = 'finished';
        return HttpResponse.json(detail(status));
      }),
    );
    // The office finishes requests (canFinishRequest).
    const { user } = renderWithRouter(
      <RequestChat id={5} viewer={{ id: 1, companyId: null, roles: ['ROLE_USER', 'ROLE_ADMIN'] }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Zakończ zgłoszenie' }));
    const question = screen.getByRole('dialog', { name: 'Czy na pewno zakończyć zgłoszenie?' });
    expect(question).toHaveTextContent('Zakończonego zgłoszenia nie można wznowić');
    await user.click(within(question).getByRole('button', { name: 'Nie' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Zakończ zgłoszenie' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Zgłoszenie zostało zakończone')).toBeInTheDocument();
    expect(puts).toEqual([{ status: 'finished', version: 1 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows when a message was written as the ride messages do (HH:mm DD.MM.YYYY, Warsaw time)', async () => {
    server.use(
      http.get('*/api/employee_requests/5', () =>
        HttpResponse.json({
          '@context': '/api/contexts/EmployeeRequest',
          '@id': '/api/employee_requests/5',
          '@type': 'EmployeeRequest',
          id: 5,
          status: 'open',
          createdAt: message.createdAt,
          createdBy: { ...author, companyId: 2 },
          version: 1,
          lastMessage: message,
          messageCount: 1,
          messages: [message],
        }),
      ),
    );
    renderWithRouter(<RequestChat id={5} viewer={{ id: 9, companyId: 2, roles: ['ROLE_USER'] }} />);
    const log = await screen.findByRole('log', { name: 'Wiadomości' });
    const bubble = await within(log).findByTestId('chat-message');
    expect(bubble).toHaveTextContent('Jan Kowalski · 08:05 14.01.2026');
    expect(bubble).not.toHaveTextContent('2026-01-14');
  });

  it('says a chat that cannot be loaded could not be, and loads it on "Spróbuj ponownie"', async () => {
    let fail = true;
    server.use(
      http.get('*/api/employee_requests/5', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(detail('open')),
      ),
    );
    const { user } = renderWithRouter(
      <RequestChat id={5} viewer={{ id: 9, companyId: 2, roles: ['ROLE_USER'] }} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_ERROR);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(
      await screen.findByRole('heading', { name: 'Zgłoszenie nr 5 · Jan Kowalski' }),
    ).toBeInTheDocument();
  });
});
