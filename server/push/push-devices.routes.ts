/**
 * The caller's push devices in the settings (issue 34, rows 763-767): `GET api/push/devices` lists
 * the signed-in user's own browsers, `DELETE api/push/devices/{id}` removes one of them. No user id is
 * taken: another user's device, in this tenant or another, is a 404 like a missing one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pushDeviceCollectionSchema } from '../../domain/contract/push-device.schema';
import { canManagePushDevices, deviceName, PUSH_DEVICE_TEXTS } from '../../domain/push/push-devices';
import { currentUser } from '../auth/authenticate';
import { ApiError, notFound } from '../http/errors';
import { hydraList } from '../http/hydra';
import { idParams } from '../http/params';
import { noContent } from '../http/responses';
import type { ZodTypeProvider } from '../http/zod-provider';
import { devicesOf, removeDevice } from './push-devices.repository';

const BASE = '/api/push/devices';

/** Before params are read: a previewing administrator gets 403 whatever the id. */
async function ownerOnly(request: FastifyRequest) {
  if (!canManagePushDevices(currentUser(request))) throw new ApiError(403, PUSH_DEVICE_TEXTS.ownOnly);
}

export async function pushDevicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    { preValidation: ownerOnly, schema: { response: { 200: pushDeviceCollectionSchema } } },
    async (request) => {
      const rows = await devicesOf(app.db, currentUser(request).id);
      return hydraList(
        BASE,
        'PushDevice',
        rows.map((row) => ({
          '@id': `${BASE}/${row.id}`,
          '@type': 'PushDevice' as const,
          id: row.id,
          name: deviceName(row.userAgent),
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );

  r.delete(
    `${BASE}/:id`,
    { preValidation: ownerOnly, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await removeDevice(app.db, currentUser(request).id, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
