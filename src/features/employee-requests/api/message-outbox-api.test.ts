import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { createMessageOutbox, queuedMessages } from './message-outbox-api';

const USER = 41;
const REQUEST = '/api/employee_requests/5';

const stored = (key: string, message: string) => ({
  '@context': '/api/contexts/EmployeeRequestMessage',
  '@id': '/api/employee_request_messages/9',
  '@type': 'EmployeeRequestMessage',
  id: 9,
  employeeRequest: REQUEST,
  message,
  createdAt: '2026-11-26T10:00:00.000Z',
  createdBy: { id: USER, name: 'Andrzej Nowak' },
  viewedBy: [],
  idempotencyKey: key,
});

describe('the employee message outbox (ADR 020)', () => {
  it('keeps a message that finds no server in storage, and a new outbox (a reload) sends it with the same key', async () => {
    const keys: string[] = [];
    let reachable = false;
    server.use(
      http.post('*/api/employee_request_messages', async ({ request }) => {
        const body = (await request.json()) as { idempotencyKey: string; message: string };
        keys.push(body.idempotencyKey);
        return reachable
          ? HttpResponse.json(stored(body.idempotencyKey, body.message), { status: 201 })
          : HttpResponse.error();
      }),
    );
    const first = createMessageOutbox(USER, [60_000]);
    const stopFirst = first.start({
      answer: () => undefined,
      refused: () => undefined,
      queued: () => undefined,
    });
    first.add({ employeeRequest: REQUEST, message: 'Bez zasięgu' });
    await waitFor(() => expect(first.getState().unreachable).toBe(true));
    expect(queuedMessages(USER)).toMatchObject([{ employeeRequest: REQUEST, message: 'Bez zasięgu' }]);
    stopFirst();

    reachable = true;
    const answers: string[] = [];
    const reloaded = createMessageOutbox(USER, [10]);
    expect(reloaded.getState().queue).toHaveLength(1);
    const stop = reloaded.start({
      answer: (message) => answers.push(message.message),
      refused: () => undefined,
      queued: () => undefined,
    });
    await waitFor(() => expect(queuedMessages(USER)).toEqual([]));
    expect(answers).toEqual(['Bez zasięgu']);
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBe(2);
    stop();
  });

  it('drops a message the server refuses (4xx) and reports it', async () => {
    server.use(
      http.post('*/api/employee_request_messages', () =>
        HttpResponse.json({ 'hydra:description': 'Zgłoszenie jest zakończone' }, { status: 409 }),
      ),
    );
    const refused: string[] = [];
    const outbox = createMessageOutbox(USER + 1, [10]);
    const stop = outbox.start({
      answer: () => undefined,
      refused: (_, entry) => refused.push(entry.message),
      queued: () => undefined,
    });
    outbox.add({ employeeRequest: REQUEST, message: 'Po czasie' });
    await waitFor(() => expect(refused).toEqual(['Po czasie']));
    expect(queuedMessages(USER + 1)).toEqual([]);
    stop();
  });
});
