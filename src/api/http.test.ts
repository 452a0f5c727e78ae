import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { ApiError } from './api-error';
import { queryString, send } from './http';

describe('queryString', () => {
  it('writes arrays, objects and dates as axios did, leaving out null and undefined', () => {
    expect(
      queryString({
        page: 2,
        rideStatus: ['new', 'planned'],
        'order[id]': 'desc',
        order: { startTime: 'asc' },
        includeCancelledCourses: true,
        search: 'Jan Kowalski, 1:2',
        at: new Date('2026-12-07T10:00:00Z'),
        empty: null,
        missing: undefined,
      }),
    ).toBe(
      'page=2&rideStatus[]=new&rideStatus[]=planned&order[id]=desc&order[startTime]=asc' +
        '&includeCancelledCourses=true&search=Jan+Kowalski,+1:2&at=2026-12-07T10:00:00.000Z',
    );
  });
});

describe('send', () => {
  it('sends a JSON body and reads the JSON answer, its status and lower-case headers', async () => {
    server.use(
      http.post('*/api/things', async ({ request }) =>
        HttpResponse.json(
          { got: await request.json(), type: request.headers.get('content-type') },
          { status: 201, headers: { ETag: '"v2"' } },
        ),
      ),
    );
    const response = await send<unknown>({ url: '/api/things', method: 'POST', data: { name: 'Bus' } });
    expect(response).toMatchObject({
      status: 201,
      data: { got: { name: 'Bus' }, type: 'application/json' },
      headers: { etag: '"v2"' },
    });
  });

  it("rejects a refusal with an ApiError carrying the server's problem, also for a file request", async () => {
    server.use(
      http.get('*/api/report', () =>
        HttpResponse.json({ 'hydra:description': 'Brak dostępu' }, { status: 403 }),
      ),
    );
    const failure: unknown = await send({ url: '/api/report', responseType: 'arraybuffer' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, description: 'Brak dostępu' });
  });

  it('rejects with status 0 when the server is not reached, and answers an empty body with an empty string', async () => {
    server.use(
      http.get('*/api/down', () => HttpResponse.error()),
      http.delete('*/api/things/1', () => new HttpResponse(null, { status: 204 })),
    );
    await expect(send({ url: '/api/down' })).rejects.toMatchObject({ status: 0 });
    await expect(send({ url: '/api/things/1', method: 'DELETE' })).resolves.toMatchObject({
      status: 204,
      data: '',
    });
  });
});
