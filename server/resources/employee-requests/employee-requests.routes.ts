/**
 * Employee requests (administration.md §7): GET /api/employee_requests?status=open|finished, GET and
 * PUT (finish) /api/employee_requests/{id}, POST /api/employee_requests (a request with its first
 * message), POST /api/employee_request_messages, POST /api/employee_request/{id}/view. The rules:
 * domain/employee-requests/employee-request-rules.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  employeeRequestDetailSchema,
  employeeRequestMessageItemSchema,
  employeeRequestSchema,
} from '../../../domain/contract/employee-request.schema';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { iriId } from '../../../domain/contract/iri';
import {
  createMessageInput,
  createRequestInput,
  finishRequestInput,
} from '../../../domain/employee-requests/employee-request-input';
import {
  canCreateRequest,
  canFinishRequest,
  listWindowStart,
  requestScope,
} from '../../../domain/employee-requests/employee-request-rules';
import { currentUser, type AuthUser } from '../../auth/authenticate';
import { namedInBodyFirst, onlyFor, visibleFirst } from '../../http/access-first';
import { forbidden } from '../../http/errors';
import { hydraCollection, hydraItem } from '../../http/hydra';
import { parsePagination } from '../../http/pagination';
import { idParams } from '../../http/params';
import { PAGING_PARAMS, queryDate, queryOneOf, querySchema } from '../../http/query';
import { etagOf, ifMatchOf } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { findMessages, findRequestPage } from './employee-requests.repository';
import { messageView, requestView } from './employee-request.serializer';
import {
  addMessage,
  createRequest,
  factsOf,
  finishRequest,
  viewRequest,
  visibleRequest,
} from './employee-requests.service';

const REQUESTS = '/api/employee_requests';

const listQuery = querySchema(['status', 'createdAt[after]', ...PAGING_PARAMS], (query) => ({
  status: queryOneOf(query, 'status', { open: 'open', finished: 'finished' } as const) ?? 'open',
  after: queryDate(query, 'createdAt[after]'),
  pagination: parsePagination(query),
}));

const noBody = z.object({}).nullish();

export async function employeeRequestsRoutes(app: FastifyInstance, opts: { now?: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = opts.now ?? (() => new Date());
  const seesAny = onlyFor((user) => requestScope(user) !== null);
  const visible = visibleFirst((user, id) => visibleRequest(app.db, user, id));

  const detail = async (user: AuthUser, id: number) => {
    const row = await visibleRequest(app.db, user, id);
    const messages = await findMessages(app.db, { requestIds: [id] });
    const view = requestView(row, messages.at(-1) ?? null, messages.length);
    return {
      etag: etagOf(row.request.version),
      body: hydraItem('EmployeeRequest', view['@id'], { ...view, messages: messages.map(messageView) }),
    };
  };

  r.get(
    REQUESTS,
    {
      preValidation: seesAny,
      schema: { querystring: listQuery, response: { 200: hydraCollectionSchema(employeeRequestSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = requestScope(user);
      if (scope === null) throw forbidden();
      const { filters, raw } = request.query;
      const window = listWindowStart(user, now());
      const after = filters.after ? new Date(`${filters.after}T00:00:00Z`) : null;
      // The 60-day window is the server's (§9): a client's earlier createdAt[after] cannot widen it.
      const since = window && after ? (after > window ? after : window) : (window ?? after);
      const { total, rows } = await findRequestPage(app.db, {
        scope,
        status: filters.status,
        since,
        pagination: filters.pagination,
      });
      return hydraCollection({
        basePath: REQUESTS,
        query: raw,
        total,
        type: 'EmployeeRequest',
        pagination: filters.pagination,
        items: rows.map((row) => requestView(row, row.lastMessage, row.messageCount)),
      });
    },
  );

  r.get(
    `${REQUESTS}/:id`,
    { schema: { params: idParams, response: { 200: employeeRequestDetailSchema } } },
    async (request, reply) => {
      const { etag, body } = await detail(currentUser(request), request.params.id);
      return reply.header('ETag', etag).send(body);
    },
  );

  r.post(
    REQUESTS,
    {
      preValidation: onlyFor(canCreateRequest),
      schema: {
        body: createRequestInput,
        response: { 200: employeeRequestDetailSchema, 201: employeeRequestDetailSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id, created } = await createRequest(app.db, user, request.body);
      const { etag, body } = await detail(user, id);
      return reply
        .status(created ? 201 : 200)
        .header('ETag', etag)
        .send(body);
    },
  );

  r.post(
    '/api/employee_request_messages',
    {
      preValidation: namedInBodyFirst(
        'employeeRequest',
        (value) => iriId(value, 'employee_requests'),
        (user, id) => visibleRequest(app.db, user, id),
      ),
      schema: {
        body: createMessageInput,
        response: { 200: employeeRequestMessageItemSchema, 201: employeeRequestMessageItemSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id, created } = await addMessage(app.db, user, request.body);
      const [message] = await findMessages(app.db, { messageIds: [id] });
      if (!message) throw forbidden();
      const view = messageView(message);
      return reply.status(created ? 201 : 200).send(hydraItem('EmployeeRequestMessage', view['@id'], view));
    },
  );

  r.post(
    '/api/employee_request/:id/view',
    {
      preValidation: visible,
      schema: { params: idParams, body: noBody, response: { 200: employeeRequestDetailSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await viewRequest(app.db, user, request.params.id);
      const { etag, body } = await detail(user, request.params.id);
      return reply.header('ETag', etag).send(body);
    },
  );

  r.put(
    `${REQUESTS}/:id`,
    {
      preValidation: visibleFirst(async (user, id) => {
        const facts = factsOf(await visibleRequest(app.db, user, id));
        if (facts.status === 'open' && !canFinishRequest(user, facts)) throw forbidden();
      }),
      schema: { params: idParams, body: finishRequestInput, response: { 200: employeeRequestDetailSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await finishRequest(app.db, user, request.params.id, {
        ifMatch: ifMatchOf(request),
        body: request.body.version,
      });
      const { etag, body } = await detail(user, request.params.id);
      return reply.header('ETag', etag).send(body);
    },
  );
}
