import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { forgetAllKept } from '@/lib/kept-on-phone';
import { employeeRequestDetailSchema } from '@domain/contract/employee-request.schema';
import { queuedMessages } from '../api/message-outbox-api';
import { saveKnownChat, saveKnownRequests } from '../stores/known-requests';
import { EmployeeRequestsPage } from './employee-requests-page';
import { OFFLINE_NOTICE } from './offline-notice';
import { WAITING_LABEL } from './chat-bubble';

const passenger = { id: 9, companyId: 2, roles: ['ROLE_USER'] };
const message = {
  '@id': '/api/employee_request_messages/1',
  '@type': 'EmployeeRequestMessage',
  id: 1,
  employeeRequest: '/api/employee_requests/5',
  message: 'Brak ciepłej wody',
  createdAt: '2026-01-14T07:05:00+00:00',
  createdBy: { id: 9, name: 'Jan Kowalski' },
  viewedBy: [9],
  idempotencyKey: 'k-1',
};
const chat = employeeRequestDetailSchema.parse({
  '@context': '/api/contexts/EmployeeRequest',
  '@id': '/api/employee_requests/5',
  '@type': 'EmployeeRequest',
  id: 5,
  status: 'open',
  createdAt: message.createdAt,
  createdBy: { id: 9, name: 'Jan Kowalski', companyId: 2 },
  version: 1,
  lastMessage: message,
  messageCount: 1,
  messages: [message],
});
const waiting = {
  id: 'q-1',
  employeeRequest: '/api/employee_requests/5',
  message: 'Napisane bez zasięgu',
  createdAt: '2026-01-14T07:10:00+00:00',
};

/** No server: every request fails at the network, as on a phone without a connection. */
const offline = () =>
  server.use(
    http.get('*/api/employee_requests', () => HttpResponse.error()),
    http.get('*/api/employee_requests/5', () => HttpResponse.error()),
    http.post('*/api/employee_request_messages', () => HttpResponse.error()),
  );

describe('the requests page without a connection (issue 31)', () => {
  it('shows the list and chat kept on the phone, the waiting message and that it is offline', async () => {
    offline();
    saveKnownRequests(9, 'open', [chat]);
    saveKnownChat(9, chat);
    localStorage.setItem('employee-request-messages:9', JSON.stringify([waiting]));
    renderWithRouter(<EmployeeRequestsPage viewer={passenger} selected={5} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_NOTICE);
    const log = screen.getByRole('log', { name: 'Wiadomości' });
    const bubbles = within(log).getAllByTestId('chat-message');
    expect(bubbles.map((bubble) => bubble.textContent)).toEqual([
      'Jan Kowalski · 08:05 14.01.2026Brak ciepłej wody',
      `Ty · 08:10 14.01.2026Napisane bez zasięgu${WAITING_LABEL}`,
    ]);
    expect(screen.getByRole('heading', { name: 'Zgłoszenie nr 5 · Jan Kowalski' })).toBeInTheDocument();
    expect(queuedMessages(9)).toHaveLength(1);
  });

  it('shows the kept list on the phone, with the notice', async () => {
    offline();
    saveKnownRequests(9, 'open', [chat]);
    // jsdom is narrower than 900 px: the phone's list alone.
    renderWithRouter(<EmployeeRequestsPage viewer={passenger} selected={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_NOTICE);
    expect(screen.getByRole('link', { name: /^Nr 5 · Jan Kowalski/ })).toHaveTextContent('Brak ciepłej wody');
  });

  it("never shows one user's kept chat to another user of the same browser", async () => {
    offline();
    saveKnownRequests(9, 'open', [chat]);
    saveKnownChat(9, chat);
    renderWithRouter(<EmployeeRequestsPage viewer={{ ...passenger, id: 10 }} selected={5} />);
    expect(await screen.findByText('Wystąpił błąd podczas ładowania')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByText('Brak ciepłej wody')).not.toBeInTheDocument();
  });

  it('forgets the kept chats when the user signs out', async () => {
    offline();
    saveKnownRequests(9, 'open', [chat]);
    saveKnownChat(9, chat);
    forgetAllKept();
    renderWithRouter(<EmployeeRequestsPage viewer={passenger} selected={5} />);
    expect(await screen.findByText('Wystąpił błąd podczas ładowania')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByText('Brak ciepłej wody')).not.toBeInTheDocument();
  });

  it('shows the fresh chat once the server answers, and keeps it for the next time', async () => {
    server.use(
      http.get('*/api/employee_requests', () => HttpResponse.json({ member: [chat], totalItems: 1 })),
      http.get('*/api/employee_requests/5', () => HttpResponse.json(chat)),
    );
    renderWithRouter(<EmployeeRequestsPage viewer={passenger} selected={5} />);
    expect(await within(await screen.findByRole('log')).findByText('Brak ciepłej wody')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('kept:employee-request-chats:9') ?? '[]')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('kept:employee-requests:9:open') ?? '[]')).toHaveLength(1);
  });
});
