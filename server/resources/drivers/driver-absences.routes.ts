/**
 * 'Urlopy' (administration.md §2.1, issue 12): GET/POST /api/driver_absences, DELETE
 * /api/driver_absences/{id}. Only managers and transport companies (§2.3), each refused before the
 * body or the object is read; a transport company's scope is its own drivers.
 */
import { contextShape, hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { driverAbsenceMemberSchema } from '../../../domain/contract/driver.schema';
import { RESOURCES } from '../../../domain/contract/iri';
import { driverAbsenceSchema } from '../../../domain/people/driver-absence';
import { canManageDrivers } from '../../../domain/people/driver-permissions';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { hydraCollection, hydraItem, iri } from '../../http/hydra';
import { idParams } from '../../http/params';
import { queryId, querySchema } from '../../http/query';
import { noContent } from '../../http/responses';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { findAbsencePage } from './driver-absences.repository';
import type { AbsenceRow } from './driver-absences.repository';
import { absenceScope, createAbsence, deleteAbsence, visibleAbsence } from './driver-absences.service';

const PATH = '/api/driver_absences';

const ref = (resource: 'drivers' | 'companies', row: { id: number | null; name: string | null } | null) =>
  row === null || row.id === null ? null : { '@id': iri(resource, row.id), id: row.id, name: row.name ?? '' };

const member = (row: AbsenceRow) => ({
  '@id': iri(RESOURCES.driverAbsence, row.id),
  '@type': 'DriverAbsence',
  id: row.id,
  driver: { '@id': iri('drivers', row.driver.id), id: row.driver.id, name: row.driver.name },
  transportCompany: ref('companies', row.transportCompany),
  dateFrom: row.dateFrom,
  dateTo: row.dateTo,
});

// Always newest first (§4 'Other lists sort by id descending'), asked for or not.
const absencesQuery = querySchema(['driver.id', ...ADMIN_LIST_PARAMS], (query) => {
  const { search, pagination } = readAdminList(query);
  return { driverId: queryId(query, 'driver.id', 'drivers'), search, pagination };
});

export async function driverAbsencesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      preValidation: onlyFor(canManageDrivers),
      schema: {
        querystring: absencesQuery,
        response: { 200: hydraCollectionSchema(driverAbsenceMemberSchema) },
      },
    },
    async (request) => {
      const {
        filters: { pagination, driverId, search },
        raw: query,
      } = request.query;
      const scope = absenceScope(currentUser(request));
      const { total, rows } = await findAbsencePage(app.db, { driverId, search }, scope, pagination);
      return hydraCollection({
        basePath: PATH,
        query,
        total,
        type: 'DriverAbsence',
        pagination,
        items: rows.map(member),
      });
    },
  );

  r.post(
    PATH,
    {
      preValidation: onlyFor(canManageDrivers),
      schema: {
        body: driverAbsenceSchema,
        response: { 201: driverAbsenceMemberSchema.extend(contextShape) },
      },
    },
    async (request, reply) => {
      const row = await createAbsence(app.db, currentUser(request), request.body);
      const item = member(row);
      return reply.status(201).send(hydraItem(item['@type'], item['@id'], item));
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      preValidation: [
        onlyFor(canManageDrivers),
        visibleFirst((user, id) => visibleAbsence(app.db, user, id)),
      ],
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteAbsence(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
