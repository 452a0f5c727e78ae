/**
 * Companies for pickers and the read-only profile: /api/companies, /api/companies/{id},
 * /api/companies/{id}/contractor_choices and /subcontractor_choices. Register with `app.register(companiesRoutes)`.
 *
 * Scoping: managers and accountants see every company; anyone else their own company and the
 * companies linked to it (contractor or principal links, either direction), see scope.ts. A company
 * outside that answers 404.
 */
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { companyItemSchema, companySchema } from '../../../domain/contract/company.schema';
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { ADMIN_LIST_PARAMS, adminSearch, readAdminList } from '../../http/admin-list';
import type { FastifyInstance } from 'fastify';
import { contractorChoices, subcontractorChoices } from '../../../domain/courses/course-permissions';
import { maySeeSubcontractorsOf } from '../../../domain/courses/subcontractor-lookup';
import { currentUser } from '../../auth/authenticate';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { notFound } from '../../http/errors';
import { hydraCollection, hydraItem, iri } from '../../http/hydra';
import { parsePagination } from '../../http/pagination';
import type { ZodTypeProvider } from '../../http/zod-provider';
import {
  foldForSearch,
  foldedColumn,
  likeContains,
  queryBoolean,
  queryText,
  querySchema,
  PAGING_PARAMS,
} from '../../http/query';
import type { z } from 'zod';
import { allContractorLinks, companyListScope as companyScope, inScope } from './scope';
import { idParams } from '../../http/params';
import { etagOf } from '../../http/versioning';

type CompanyRow = typeof companies.$inferSelect;

export const member = (row: CompanyRow) => ({
  '@id': iri('companies', row.id),
  '@type': 'Company',
  id: row.id,
  name: row.name,
  isTransportCompany: row.isTransportCompany,
  courseEmployeeSmsNotification: row.courseEmployeeSmsNotification,
  taxNumber: row.taxNumber,
  headquartersCity: row.headquartersCity,
});

/** The read-only profile (administration.md §2.1) with the flags of §3. */
export const profile = (row: CompanyRow) =>
  hydraItem('Company', iri('companies', row.id), {
    id: row.id,
    name: row.name,
    taxNumber: row.taxNumber,
    headquartersStreet: row.headquartersStreet,
    headquartersZipCode: row.headquartersZipCode,
    headquartersCity: row.headquartersCity,
    email: row.email,
    phone: row.phone,
    bankAccountNumber: row.bankAccountNumber,
    isTransportCompany: row.isTransportCompany,
    courseEmployeeSmsNotification: row.courseEmployeeSmsNotification,
    isActive: row.isActive,
    version: row.version,
  });

async function visibleCompany(db: Db, user: AuthUser, id: number): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row || !inScope(await companyScope(db, user), row.id)) throw notFound();
  return row;
}

const companiesSchema = hydraCollectionSchema(companySchema);

const companiesQuery = querySchema(['isTransportCompany', 'name', ...ADMIN_LIST_PARAMS], (query) => ({
  transport: queryBoolean(query, 'isTransportCompany'),
  name: queryText(query, 'name'),
  ...readAdminList(query),
}));
const choicesQuery = querySchema(PAGING_PARAMS, (query) => ({ pagination: parsePagination(query) }));
type ChoicesQuery = z.output<typeof choicesQuery>;

export async function companiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies',
    { schema: { querystring: companiesQuery, response: { 200: companiesSchema } } },
    async (request) => {
      const {
        filters: { transport, name, search, idDescending, pagination },
        raw: query,
      } = request.query;
      const scope = await companyScope(app.db, currentUser(request));
      const where = and(
        eq(companies.isActive, true),
        scope.kind === 'all'
          ? undefined
          : scope.ids.length === 0
            ? sql`false`
            : inArray(companies.id, scope.ids),
        transport === undefined ? undefined : eq(companies.isTransportCompany, transport),
        name === undefined
          ? undefined
          : like(foldedColumn(companies.name), likeContains(foldForSearch(name))),
        adminSearch(search, [companies.name, companies.taxNumber, companies.headquartersCity]),
      );
      const [count] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(companies)
        .where(where);
      const base = app.db
        .select()
        .from(companies)
        .where(where)
        .orderBy(...(idDescending ? [desc(companies.id)] : [asc(companies.name), asc(companies.id)]))
        .offset(pagination.offset)
        .$dynamic();
      const rows = pagination.limit === undefined ? await base : await base.limit(pagination.limit);
      return hydraCollection({
        basePath: '/api/companies',
        query,
        items: rows.map(member),
        total: count?.n ?? 0,
        type: 'Company',
        pagination,
      });
    },
  );

  r.get(
    '/api/companies/:id',
    { schema: { params: idParams, response: { 200: companyItemSchema } } },
    async (request, reply) => {
      const row = await visibleCompany(app.db, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(row.version)).send(profile(row));
    },
  );

  /** Active companies `ids` as a (possibly paged) collection at `basePath`, ordered by name. */
  async function companyChoices(ids: number[], basePath: string, { filters, raw: query }: ChoicesQuery) {
    const rows =
      ids.length === 0
        ? []
        : await app.db
            .select()
            .from(companies)
            .where(and(inArray(companies.id, ids), eq(companies.isActive, true)))
            .orderBy(asc(companies.name), asc(companies.id));
    const { pagination } = filters;
    const page =
      pagination.limit === undefined
        ? rows
        : rows.slice(pagination.offset, pagination.offset + pagination.limit);
    return hydraCollection({
      basePath,
      query,
      items: page.map(member),
      total: rows.length,
      type: 'Company',
      pagination,
    });
  }

  /**
   * Whom the current user may pick as the contractor of a new course of railway company {id}: the
   * domain's `contractorChoices` over the contractor links (courses.md §6).
   */
  r.get(
    '/api/companies/:id/contractor_choices',
    {
      schema: { params: idParams, querystring: choicesQuery, response: { 200: companiesSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const company = await visibleCompany(app.db, user, request.params.id);
      const ids = contractorChoices(user, [company.id], await allContractorLinks(app.db));
      return companyChoices(ids, `/api/companies/${company.id}/contractor_choices`, request.query);
    },
  );

  /**
   * Subcontractors the course form offers once transport company {id} is the contractor: that
   * company's own contractors (`subcontractorChoices`). The course write checks the same rule. Empty
   * unless the user may choose {id} as a contractor (`maySeeSubcontractorsOf`).
   */
  r.get(
    '/api/companies/:id/subcontractor_choices',
    {
      schema: { params: idParams, querystring: choicesQuery, response: { 200: companiesSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const company = await visibleCompany(app.db, user, request.params.id);
      const links = await allContractorLinks(app.db);
      // Another company's partners: only for a contractor the user may choose itself (row 895).
      const ids = maySeeSubcontractorsOf(user, company.id, links)
        ? subcontractorChoices(company.id, links)
        : [];
      return companyChoices(ids, `/api/companies/${company.id}/subcontractor_choices`, request.query);
    },
  );
}
