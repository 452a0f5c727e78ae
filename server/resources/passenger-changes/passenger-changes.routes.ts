/**
 * The passenger-change register (administration.md §2.1 /passengers-change, §7; issue 17):
 * GET /api/passenger_changes (newest first; `from`, `to` Polish days, `course`, `realized`, paging),
 * GET /api/passenger_changes/{id}, PUT /api/passenger_changes/{id} realizedBy. Readers: holders of
 * ROLE_PASSENGER_CHANGE, over the courses they see (row 553).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { iriId, RESOURCES } from '../../../domain/contract/iri';
import {
  passengerChangeItemSchema,
  passengerChangeSchema,
} from '../../../domain/contract/passenger-change.schema';
import { canReadPassengerChanges } from '../../../domain/passenger-changes/passenger-change-rules';
import { currentUser, type AuthUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { HTTP_MESSAGES } from '../../http/messages';
import { hydraCollection, hydraItem } from '../../http/hydra';
import { idParams } from '../../http/params';
import { parsePagination } from '../../http/pagination';
import {
  PAGING_PARAMS,
  parseId,
  queryBoolean,
  queryDate,
  querySchema,
  queryText,
  type RawQuery,
} from '../../http/query';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { passengerChangeView } from './passenger-change.serializer';
import { changesWhere, findChangePage } from './passenger-changes.repository';
import { readableCourses, realizeChange, visibleChange } from './passenger-changes.service';

const CHANGES = `/api/${RESOURCES.passengerChange}`;

/** `course`: an id, or the IRI of a taxi or a kilometer course. */
function courseFilter(query: RawQuery): number | undefined {
  const value = queryText(query, 'course');
  if (value === undefined) return undefined;
  const kilometer = value.startsWith(`/api/${RESOURCES.kilometerCourse}/`);
  return parseId(value, 'course', kilometer ? RESOURCES.kilometerCourse : RESOURCES.taxiCourse);
}

// `order[id]` is what every administration list sends; the register is newest first whatever it says.
const NAMES = ['from', 'to', 'course', 'realized', 'search', 'order[id]', ...PAGING_PARAMS];
const changesQuery = querySchema(NAMES, (query) => ({
  from: queryDate(query, 'from'),
  to: queryDate(query, 'to'),
  courseId: courseFilter(query),
  realized: queryBoolean(query, 'realized'),
  search: queryText(query, 'search'),
  pagination: parsePagination(query),
}));

const realizeBody = z.object({
  realizedBy: z
    .string({ error: HTTP_MESSAGES.invalidValue })
    .max(100, HTTP_MESSAGES.invalidValue)
    .refine((value) => iriId(value, RESOURCES.user) !== null, HTTP_MESSAGES.invalidValue)
    .nullable(),
  version: versionField,
});

export async function passengerChangesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = onlyFor(canReadPassengerChanges);
  const answer = async (user: AuthUser, id: number) => {
    const view = passengerChangeView(await visibleChange(app.db, user, id));
    return { etag: etagOf(view.version), body: hydraItem('PassengerChange', view['@id'], view) };
  };

  r.get(
    CHANGES,
    {
      preValidation: readers,
      schema: { querystring: changesQuery, response: { 200: hydraCollectionSchema(passengerChangeSchema) } },
    },
    async (request) => {
      const { filters, raw } = request.query;
      const where = changesWhere(readableCourses(app.db, currentUser(request)), filters);
      const { total, rows } = await findChangePage(app.db, where, filters.pagination);
      return hydraCollection({
        basePath: CHANGES,
        query: raw,
        total,
        type: 'PassengerChange',
        pagination: filters.pagination,
        items: rows.map(passengerChangeView),
      });
    },
  );

  r.get(
    `${CHANGES}/:id`,
    {
      preValidation: readers,
      schema: { params: idParams, response: { 200: passengerChangeItemSchema } },
    },
    async (request, reply) => {
      const { etag, body } = await answer(currentUser(request), request.params.id);
      return reply.header('ETag', etag).send(body);
    },
  );

  r.put(
    `${CHANGES}/:id`,
    {
      // A reader first (403), then the row within their courses (404), before the body is judged.
      preValidation: [readers, visibleFirst((user, id) => visibleChange(app.db, user, id))],
      schema: { params: idParams, body: realizeBody, response: { 200: passengerChangeItemSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await realizeChange(
        app.db,
        user,
        request.params.id,
        {
          realizedBy: iriId(request.body.realizedBy, RESOURCES.user),
          version: request.body.version,
          ifMatch: ifMatchOf(request),
        },
        new Date(),
      );
      const { etag, body } = await answer(user, request.params.id);
      return reply.header('ETag', etag).send(body);
    },
  );
}
