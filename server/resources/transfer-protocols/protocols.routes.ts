/**
 * Car transfer protocols (administration.md §7): GET /api/transfer_protocols?status[]=, POST, GET and
 * PUT /api/transfer_protocols/{id}, PUT {id}/accept {status}, PUT {id}/validate {status}. The rules:
 * domain/fleet/transfer-protocol-transitions.ts; the clock is the server's (the ±12 h window).
 */
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  transferProtocolItemSchema,
  transferProtocolSchema as protocolContract,
} from '../../../domain/contract/fleet-car.schema';
import { myCarSchema } from '../../../domain/contract/fleet-car.schema';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import {
  TRANSFER_STATUSES,
  protocolTransition,
  type ProtocolMove,
  type TransferStatus,
} from '../../../domain/fleet/transfer-protocol-transitions';
import { transferProtocolSchema } from '../../../domain/fleet/transfer-protocol.schema';
import { currentUser, type AuthUser } from '../../auth/authenticate';
import { namedInBodyFirst, visibleFirst } from '../../http/access-first';
import { iriId } from '../../../domain/contract/iri';
import { ApiError, forbidden } from '../../http/errors';
import { hydraCollection, hydraItem } from '../../http/hydra';
import { idParams } from '../../http/params';
import { parseBody } from '../../http/parse';
import { PAGING_PARAMS, QUERY_MESSAGES, querySchema, type RawQuery } from '../../http/query';
import { parsePagination } from '../../http/pagination';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { transferProtocols } from '../../db/transfer-protocols-schema';
import { carScope } from '../cars/cars.service';
import { myCar } from './my-car';
import { protocolView } from './protocol.serializer';
import { findProtocolPage, protocolVisibility } from './protocols.repository';
import {
  acceptProtocol,
  createProtocol,
  handableCar,
  protocolFacts,
  updateProtocol,
  validateProtocol,
  visibleProtocol,
} from './protocols.service';

const PROTOCOLS = '/api/transfer_protocols';

/** `status[]=a&status[]=b` (or `status=a`): each a known status, else 400. */
function statuses(query: RawQuery): TransferStatus[] {
  const values = [query['status[]'], query.status].flat().filter((v): v is string => typeof v === 'string');
  return values.map((value) => {
    if (!(TRANSFER_STATUSES as readonly string[]).includes(value))
      throw new ApiError(
        400,
        QUERY_MESSAGES.invalid('status[]', `dozwolone wartości: ${TRANSFER_STATUSES.join(', ')}`),
      );
    return value as TransferStatus;
  });
}

const protocolsQuery = querySchema(['status[]', 'status', ...PAGING_PARAMS], (query) => ({
  statuses: statuses(query),
  pagination: parsePagination(query),
}));

const moveBody = z.object({ status: z.enum(['accepted', 'declined']) });

export async function transferProtocolsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The user's car with its protocols (user-car-settings): here, not with the cars, since it reads
  // the protocols and the protocols read the cars (no import cycle between the two folders).
  r.get('/api/cars/mine', { schema: { response: { 200: myCarSchema } } }, async (request) =>
    myCar(app.db, currentUser(request)),
  );
  /** The protocol must be visible (404) and the move the caller's (403) before the body is read. */
  const partyFirst = (move: ProtocolMove) =>
    visibleFirst(async (user, id) => {
      const row = await visibleProtocol(app.db, user, id);
      const result = protocolTransition(user, protocolFacts(row), move);
      if (!result.allowed && result.reason === 'forbidden') throw forbidden();
    });
  const answer = async (user: AuthUser, id: number) => {
    const row = await visibleProtocol(app.db, user, id);
    const view = protocolView(row);
    return { etag: etagOf(row.protocol.version), body: hydraItem('TransferProtocol', view['@id'], view) };
  };

  r.get(
    PROTOCOLS,
    {
      schema: { querystring: protocolsQuery, response: { 200: hydraCollectionSchema(protocolContract) } },
    },
    async (request) => {
      const { filters, raw } = request.query;
      const user = currentUser(request);
      const where = and(
        protocolVisibility(user.id, carScope(user)),
        filters.statuses.length === 0 ? undefined : inArray(transferProtocols.status, filters.statuses),
      );
      const { total, rows } = await findProtocolPage(app.db, where, filters.pagination);
      return hydraCollection({
        basePath: PROTOCOLS,
        query: raw,
        total,
        type: 'TransferProtocol',
        pagination: filters.pagination,
        items: rows.map(protocolView),
      });
    },
  );

  r.get(
    `${PROTOCOLS}/:id`,
    { schema: { params: idParams, response: { 200: transferProtocolItemSchema } } },
    async (request, reply) => {
      const { etag, body } = await answer(currentUser(request), request.params.id);
      return reply.header('ETag', etag).send(body);
    },
  );

  // The body is read with the server's clock (the ±12 h window), so it is parsed here, not declared.
  r.post(
    PROTOCOLS,
    {
      // The car named in the body must be the caller's to hand over (404 unseen, 409 pending) first.
      preValidation: namedInBodyFirst(
        'car',
        (value) => iriId(value, 'cars'),
        (user, carId) => handableCar(app.db, user, carId),
      ),
      schema: { response: { 201: transferProtocolItemSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = parseBody(transferProtocolSchema(new Date()), request.body);
      const id = await createProtocol(app.db, user, input);
      const { etag, body } = await answer(user, id);
      return reply.status(201).header('ETag', etag).send(body);
    },
  );

  r.put(
    `${PROTOCOLS}/:id`,
    {
      preValidation: partyFirst('edit'),
      schema: { params: idParams, response: { 200: transferProtocolItemSchema } },
    },
    async (request, reply) => {
      const schema = transferProtocolSchema(new Date()).extend({ version: versionField });
      await updateProtocol(
        app.db,
        currentUser(request),
        request.params.id,
        parseBody(schema, request.body),
        ifMatchOf(request),
      );
      const { etag, body } = await answer(currentUser(request), request.params.id);
      return reply.header('ETag', etag).send(body);
    },
  );

  for (const [segment, move, firstMove] of [
    ['accept', acceptProtocol, 'accept'],
    ['validate', validateProtocol, 'validate'],
  ] as const) {
    r.put(
      `${PROTOCOLS}/:id/${segment}`,
      {
        preValidation: partyFirst(firstMove),
        schema: { params: idParams, body: moveBody, response: { 200: transferProtocolItemSchema } },
      },
      async (request, reply) => {
        await move(app.db, currentUser(request), request.params.id, request.body.status, new Date());
        const { etag, body } = await answer(currentUser(request), request.params.id);
        return reply.header('ETag', etag).send(body);
      },
    );
  }
}
