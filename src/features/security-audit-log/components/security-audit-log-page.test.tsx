import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { typeDate } from '@/test/date-field';
import { renderWithRouter } from '@/test/render';
import { SecurityAuditLogPage } from './security-audit-log-page';

const entry = (id: number, eventType: string, details: object, occurredAt = '2026-03-07T07:05:00.000Z') => ({
  '@id': `/api/security_audit_logs/${id}`,
  '@type': 'SecurityAuditLog',
  id,
  occurredAt,
  eventType,
  actor: eventType === 'login_failed' ? null : { '@id': '/api/users/1', id: 1, username: 'admin' },
  subject: { '@id': '/api/users/5', id: 5, username: 'kierowca' },
  ip: '192.0.2.10',
  userAgent: 'Przeglądarka',
  details,
});

function serve() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/security_audit_logs', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        hydraCollection([
          entry(2, 'login_failed', { username: 'kierowca', reason: 'too_many_attempts' }),
          entry(1, 'impersonation_started', { via: 'login_as' }),
        ]),
      );
    }),
  );
  return queries;
}

describe('SecurityAuditLogPage', () => {
  it('shows Polish event names, Warsaw times and the details, and sends the chosen filters', async () => {
    const queries = serve();
    renderWithRouter(<SecurityAuditLogPage />);
    const failed = await screen.findByRole('row', { name: /Nieudane logowanie/ });
    expect(within(failed).getByText('07.03.2026 08:05')).toBeInTheDocument();
    expect(within(failed).getByText('login: kierowca, zbyt wiele prób')).toBeInTheDocument();
    const preview = screen.getByRole('row', { name: /Początek podglądu/ });
    expect(within(preview).getByText('admin')).toBeInTheDocument();
    expect(within(preview).getByText('zaloguj jako')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Zdarzenie'));
    await userEvent.click(screen.getByRole('option', { name: 'Zmiana ról' }));
    await typeDate(userEvent.setup(), 'Od', '01032026');
    await waitFor(() => {
      const last = queries.at(-1);
      expect([last?.get('type'), last?.get('from')]).toEqual(['role_change', '2026-03-01']);
    });
  });

  it('says Pusto when nothing was recorded', async () => {
    server.use(http.get('*/api/security_audit_logs', () => HttpResponse.json(hydraCollection([]))));
    renderWithRouter(<SecurityAuditLogPage />);
    expect(await screen.findByText('Pusto')).toBeInTheDocument();
  });
});
