/** `GET|DELETE /api/push/devices` (issue 34) over a small in-memory list, as the server answers. */
import { http, HttpResponse } from 'msw';
import type { PushDevice } from '../domain/contract/push-device.schema';
import { hydraCollection } from './courses';

export function buildPushDevice(overrides: Partial<PushDevice> = {}): PushDevice {
  const id = overrides.id ?? 1;
  return {
    '@id': `/api/push/devices/${id}`,
    '@type': 'PushDevice',
    id,
    name: 'Chrome, Android',
    createdAt: '2026-03-07T08:05:00.000Z',
    ...overrides,
  };
}

/** Handlers over `devices` (changed in place by a DELETE); the removed ids are recorded. */
export function pushDeviceHandlers(devices: PushDevice[], removed: number[] = []) {
  return [
    http.get('*/api/push/devices', () =>
      HttpResponse.json(hydraCollection(devices, devices.length, '/api/push/devices')),
    ),
    http.delete('*/api/push/devices/:id', ({ params }) => {
      const index = devices.findIndex((device) => device.id === Number(params.id));
      if (index < 0) return new HttpResponse(null, { status: 404 });
      devices.splice(index, 1);
      removed.push(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
