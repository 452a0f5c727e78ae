/**
 * POST /api/companies, PUT /api/companies/{id} (versioned: If-Match or body version) and
 * DELETE /api/companies/{id} (soft: isActive false). Managers only; see company-writes.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { companyItemSchema } from '../../../domain/contract/company.schema';
import { companyBodySchema } from '../../../domain/companies/company-body.schema';
import { canManageCompanies } from '../../../domain/companies/company-permissions';
import { currentUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { idParams } from '../../http/params';
import { noContent } from '../../http/responses';
import { etagOf, ifMatchOf } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { profile } from './companies.routes';
import { createCompany, deactivateCompany, editableCompany, updateCompany } from './company-writes.service';

export async function companyWritesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/companies',
    {
      preValidation: onlyFor(canManageCompanies),
      schema: { body: companyBodySchema, response: { 201: companyItemSchema } },
    },
    async (request, reply) => {
      const row = await createCompany(app.db, currentUser(request), request.body);
      return reply.status(201).header('ETag', etagOf(row.version)).send(profile(row));
    },
  );

  r.put(
    '/api/companies/:id',
    {
      preValidation: [
        onlyFor(canManageCompanies),
        visibleFirst((user, id) => editableCompany(app.db, user, id)),
      ],
      schema: { params: idParams, body: companyBodySchema, response: { 200: companyItemSchema } },
    },
    async (request, reply) => {
      const row = await updateCompany(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
      );
      return reply.header('ETag', etagOf(row.version)).send(profile(row));
    },
  );

  r.delete(
    '/api/companies/:id',
    {
      preValidation: [
        onlyFor(canManageCompanies),
        visibleFirst((user, id) => editableCompany(app.db, user, id)),
      ],
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deactivateCompany(app.db, currentUser(request), request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );
}
