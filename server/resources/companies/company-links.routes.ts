/**
 * Contractor and principal links of a company with their stakes (administration.md §3-§6):
 * GET /api/companies/{id}/contractors, GET /api/companies/{id}/principals,
 * GET /api/companies/{id}/link_candidates?kind=contractor|principal (whom the add dialogs offer),
 * POST /api/company_contractors, DELETE /api/company_contractors/{id}, POST …/{id}/stakes,
 * POST /api/company_principals, DELETE /api/company_principals/{id}, POST …/{id}/stakes.
 */
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { isManager } from '../../../domain/auth/roles';
import type { FastifyInstance } from 'fastify';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { companySchema } from '../../../domain/contract/company.schema';
import {
  contractorLinkItemSchema,
  contractorLinkSchema,
  principalLinkItemSchema,
  principalLinkSchema,
} from '../../../domain/contract/company-links.schema';
import {
  contractorBodySchema,
  principalBodySchema,
  stakeBodySchema,
} from '../../../domain/companies/company-links.schema';
import {
  canAddSomeContractor,
  canManageContractors,
  canManagePrincipals,
  canAddSomePrincipal,
  canReadCompanyLinks,
} from '../../../domain/companies/company-permissions';
import { iriId } from '../../../domain/contract/iri';
import { currentUser } from '../../auth/authenticate';
import type { AuthUser } from '../../auth/authenticate';
import { namedInBodyFirst, onlyFor, visibleFirst } from '../../http/access-first';
import { forbidden, notFound } from '../../http/errors';
import { hydraItem, hydraList } from '../../http/hydra';
import { idParams } from '../../http/params';
import { querySchema, queryOneOf, queryText } from '../../http/query';
import { noContent } from '../../http/responses';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { companies } from '../../db/schema';
import { member } from './companies.routes';
import { linkedCompanyIds } from './scope';
import { contractorLinks, principalLinks } from './company-links.repository';
import {
  addContractor,
  addPrincipal,
  addStake,
  removeContractor,
  removePrincipal,
} from './company-links.service';
import {
  contractorPayer,
  loadSuperiorOf,
  managedContractorLink,
  managedPrincipalLink,
  principalPayer,
} from './company-link-access';

/** The links are whole lists (a company has a handful); no parameters. */
const noQuery = querySchema([], () => ({}));
const candidatesQuery = querySchema(['kind', 'q'], (query) => ({
  kind: queryOneOf(query, 'kind', { contractor: 'contractor', principal: 'principal' } as const),
  q: queryText(query, 'q'),
}));

export async function companyLinksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The company whose links the user may read, else 404 (missing) or 403 (another company's rates). */
  async function readableCompany(user: AuthUser, id: number) {
    const [row] = await app.db.select().from(companies).where(eq(companies.id, id));
    if (!row) throw notFound();
    if (!canReadCompanyLinks(user, id, await loadSuperiorOf(app.db, user))) throw forbidden();
    return row;
  }
  const readable = visibleFirst((user, id) => readableCompany(user, id));
  /** The owner named in the body: the user must be allowed to add this kind of link to it (403). */
  const ownerFirst = (kind: 'contractor' | 'principal') =>
    namedInBodyFirst(
      'company',
      (value) => iriId(value, 'companies'),
      async (user, id) => {
        const [owner] = await app.db.select().from(companies).where(eq(companies.id, id));
        if (!owner) return;
        const allowed =
          kind === 'contractor'
            ? canManageContractors(user, owner, await loadSuperiorOf(app.db, user))
            : canManagePrincipals(user, owner);
        if (!allowed) throw forbidden();
      },
    );

  r.get(
    '/api/companies/:id/contractors',
    {
      preValidation: readable,
      schema: {
        params: idParams,
        querystring: noQuery,
        response: { 200: hydraCollectionSchema(contractorLinkSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await readableCompany(currentUser(request), id);
      const links = await contractorLinks(app.db, { companyId: id });
      return hydraList(`/api/companies/${id}/contractors`, 'CompanyContractor', links);
    },
  );

  r.get(
    '/api/companies/:id/principals',
    {
      preValidation: readable,
      schema: {
        params: idParams,
        querystring: noQuery,
        response: { 200: hydraCollectionSchema(principalLinkSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await readableCompany(currentUser(request), id);
      const links = await principalLinks(app.db, { companyId: id });
      return hydraList(`/api/companies/${id}/principals`, 'CompanyPrincipal', links);
    },
  );

  /**
   * Active companies the add dialogs offer: transport companies for a contractor, railway companies
   * for a principal, never the company itself. The write checks who may add; this only lists.
   * Not a directory of tenants (ADR 022, issue 29 item 7): a manager lists every company; anyone else
   * gets the companies already linked to this one, plus the one whose exact NIP or exact full name it
   * typed in `q`, and sees NIP and city only of the linked ones.
   */
  r.get(
    '/api/companies/:id/link_candidates',
    {
      preValidation: readable,
      schema: {
        params: idParams,
        querystring: candidatesQuery,
        response: { 200: hydraCollectionSchema(companySchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await readableCompany(currentUser(request), id);
      const user = currentUser(request);
      const { kind, q } = request.query.filters;
      const transport = (kind ?? 'contractor') === 'contractor';
      const manager = isManager(user);
      const linked = manager ? [] : await linkedCompanyIds(app.db, id);
      const typed = q?.trim() ?? '';
      const found = or(
        inArray(companies.id, linked.length ? linked : [0]),
        typed ? or(eq(companies.taxNumber, typed), eq(companies.name, typed)) : undefined,
      );
      const rows = await app.db
        .select()
        .from(companies)
        .where(
          and(
            eq(companies.isActive, true),
            eq(companies.isTransportCompany, transport),
            ne(companies.id, id),
            manager ? undefined : found,
          ),
        )
        .orderBy(asc(companies.name), asc(companies.id));
      const shown = rows.map((row) =>
        manager || linked.includes(row.id)
          ? member(row)
          : { ...member(row), taxNumber: null, headquartersCity: null },
      );
      return hydraList(`/api/companies/${id}/link_candidates`, 'Company', shown);
    },
  );

  r.post(
    '/api/company_contractors',
    {
      preValidation: [onlyFor(canAddSomeContractor), ownerFirst('contractor')],
      schema: { body: contractorBodySchema, response: { 201: contractorLinkItemSchema } },
    },
    async (request, reply) => {
      const link = await addContractor(app.db, currentUser(request), request.body);
      if (!link) throw notFound();
      return reply.status(201).send(hydraItem('CompanyContractor', link['@id'], link));
    },
  );

  r.post(
    '/api/company_principals',
    {
      preValidation: [onlyFor(canAddSomePrincipal), ownerFirst('principal')],
      schema: { body: principalBodySchema, response: { 201: principalLinkItemSchema } },
    },
    async (request, reply) => {
      const link = await addPrincipal(app.db, currentUser(request), request.body);
      if (!link) throw notFound();
      return reply.status(201).send(hydraItem('CompanyPrincipal', link['@id'], link));
    },
  );

  r.delete(
    '/api/company_contractors/:id',
    {
      preValidation: visibleFirst((user, id) => managedContractorLink(app.db, user, id, 'remove')),
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeContractor(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/company_principals/:id',
    {
      preValidation: visibleFirst((user, id) => managedPrincipalLink(app.db, user, id, 'remove')),
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removePrincipal(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/company_contractors/:id/stakes',
    {
      preValidation: visibleFirst((user, id) => managedContractorLink(app.db, user, id)),
      schema: { params: idParams, body: stakeBodySchema, response: { 201: contractorLinkItemSchema } },
    },
    async (request, reply) => {
      const link = await managedContractorLink(app.db, currentUser(request), request.params.id);
      await addStake(
        app.db,
        currentUser(request),
        { companyContractorId: link.id },
        contractorPayer(link),
        request.body,
      );
      const [view] = await contractorLinks(app.db, { linkId: link.id });
      if (!view) throw notFound();
      return reply.status(201).send(hydraItem('CompanyContractor', view['@id'], view));
    },
  );

  r.post(
    '/api/company_principals/:id/stakes',
    {
      preValidation: visibleFirst((user, id) => managedPrincipalLink(app.db, user, id)),
      schema: { params: idParams, body: stakeBodySchema, response: { 201: principalLinkItemSchema } },
    },
    async (request, reply) => {
      const link = await managedPrincipalLink(app.db, currentUser(request), request.params.id);
      await addStake(
        app.db,
        currentUser(request),
        { companyPrincipalId: link.id },
        principalPayer(link),
        request.body,
      );
      const [view] = await principalLinks(app.db, { linkId: link.id });
      if (!view) throw notFound();
      return reply.status(201).send(hydraItem('CompanyPrincipal', view['@id'], view));
    },
  );
}
