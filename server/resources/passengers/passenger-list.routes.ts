/**
 * GET /api/passengers: the course form's passenger picker and the 'Pasażerowie' list (the item and the
 * writes: passengers.routes.ts). Tenant scoping (managers always see everyone): railway company users
 * and employees see their own company's passengers; a transport company sees the passengers of the
 * railway companies it works for (contractor or principal link), as a superior contractor edits them on
 * courses; anyone else sees none.
 */
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { passengerMemberSchema } from '../../../domain/contract/passenger-admin.schema';
import type { ZodTypeProvider } from '../../http/zod-provider';
import type { FastifyInstance } from 'fastify';
import type { Resource } from '../../../domain/contract/iri';
import { hasAnyRole, hasRole, isManager, isTransportCompanyUser } from '../../../domain/auth/roles';
import { scopeReveals } from '../../../domain/people/contact-visibility';
import { contactScopeOf } from '../accounts/contact-scope';
import { currentUser } from '../../auth/authenticate';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { hydraCollection, iri } from '../../http/hydra';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { queryId, querySchema } from '../../http/query';
import { principalsOfContractor } from '../companies/scope';
import type { CompanyScope } from '../companies/scope';
import { mainPhones } from '../accounts/accounts.repository';
import { findPassengerPage } from './passenger-list.repository';

const railwaySide = (user: AuthUser) =>
  hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY', 'ROLE_PASSENGER']);

export async function passengerScope(db: Db, user: AuthUser): Promise<CompanyScope> {
  if (isManager(user)) return { kind: 'all' };
  // The accountant settles every company's kilometer rides (docs/spec-decisions.md row 161) and picks
  // among all passengers in the report generator; names only (no contacts: canSeePassengerContacts).
  if (hasRole(user, 'ROLE_ACCOUNTANT')) return { kind: 'all' };
  if (user.companyId === null) return { kind: 'companies', ids: [] };
  if (railwaySide(user)) return { kind: 'companies', ids: [user.companyId] };
  if (isTransportCompanyUser(user))
    return { kind: 'companies', ids: await principalsOfContractor(db, user.companyId) };
  return { kind: 'companies', ids: [] };
}

/** E-mail and home of a passenger member: null unless the contact rule reveals them. */
function personContacts(
  row: { email: string | null; home: { id: number; name: string; address: string | null } | null },
  revealed: boolean,
) {
  return {
    email: revealed ? row.email : null,
    home:
      row.home === null || !revealed
        ? null
        : {
            '@id': iri('abstract_places', row.home.id),
            id: row.home.id,
            name: row.home.name,
            address: row.home.address,
          },
  };
}

const ref = (resource: Resource, row: { id: number | null; name: string | null } | null) =>
  row === null || row.id === null ? null : { '@id': iri(resource, row.id), id: row.id, name: row.name ?? '' };

const passengersSchema = hydraCollectionSchema(passengerMemberSchema);

const passengersQuery = querySchema(['user.company.id', ...ADMIN_LIST_PARAMS], (query) => {
  const { search, idDescending, pagination } = readAdminList(query);
  return {
    companyId: queryId(query, 'user.company.id', 'companies'),
    search,
    newestFirst: idDescending,
    pagination,
  };
});

export async function passengerListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/passengers',
    {
      schema: { querystring: passengersQuery, response: { 200: passengersSchema } },
    },
    async (request) => {
      const {
        filters: { pagination, ...filters },
        raw: query,
      } = request.query;
      const user = currentUser(request);
      const scope = await passengerScope(app.db, user);
      const { total, rows } = await findPassengerPage(app.db, filters, scope, pagination);
      // Contacts per person by the one rule of domain/people (issue 29, row 590).
      const contacts = await contactScopeOf(app.db, user);
      const reveals = (row: (typeof rows)[number]) =>
        scopeReveals(contacts, { userId: row.userId, companyId: row.company?.id ?? null });
      const phones = await mainPhones(
        app.db,
        rows.filter(reveals).map((row) => row.userId),
      );
      return hydraCollection({
        basePath: '/api/passengers',
        query,
        total,
        type: 'Passenger',
        pagination,
        items: rows.map((row) => ({
          ...personContacts(row, reveals(row)),
          '@id': iri('passengers', row.id),
          '@type': 'Passenger',
          id: row.id,
          userId: row.userId,
          name: row.name,
          phone: phones.get(row.userId) ?? null,
          company: ref('companies', row.company),
          employeeGroup: ref('employee_groups', row.employeeGroup),
        })),
      });
    },
  );
}
