/**
 * People pickers of the course form and the lists: /api/passengers, /api/users (/api/drivers:
 * server/resources/drivers/).
 * Register with `app.register(peoplePlugin)`.
 *
 * Tenant scoping (managers always see everyone):
 * - passengers: railway company users and employees see their own company's passengers; a transport
 *   company sees the passengers of the railway companies it works for (contractor or principal link),
 *   as a superior contractor edits them on courses; anyone else sees none;
 * - users ('Dodane przez' filter, transfer search): managers, railway company heads and dispatchers and
 *   transport companies, each only their own company's users; others 403.
 */
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { userSchema } from '../../../domain/contract/people.schema';
import { passengerMemberSchema } from '../../../domain/contract/passenger-admin.schema';
import type { ZodTypeProvider } from '../../http/zod-provider';
import type { FastifyInstance } from 'fastify';
import type { Resource } from '../../../domain/contract/iri';
import { hasAnyRole, hasRole, isManager, isTransportCompanyUser } from '../../../domain/auth/roles';
import { scopeReveals } from '../../../domain/people/contact-visibility';
import { contactScopeOf } from './contact-scope';
import { canSeeUser } from '../../../domain/people/user-permissions';
import { currentUser } from '../../auth/authenticate';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { hydraCollection, iri } from '../../http/hydra';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { queryId, querySchema } from '../../http/query';
import { principalsOfContractor } from '../companies/scope';
import type { CompanyScope } from '../companies/scope';
import { findPassengerPage, findUserPage, mainPhones, rolesOfUsers } from './people.repository';

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

function userScope(user: AuthUser): CompanyScope {
  if (isManager(user)) return { kind: 'all' };
  if (
    hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY', 'ROLE_TRANSPORT_COMPANY']) &&
    user.companyId !== null
  )
    return { kind: 'companies', ids: [user.companyId] };
  throw forbidden();
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

/** Managers and the account's user administrators (`canSeeUser`). */
const administers = (user: AuthUser, account: { companyId: number | null }) =>
  isManager(user) || canSeeUser(user, account);

const ref = (resource: Resource, row: { id: number | null; name: string | null } | null) =>
  row === null || row.id === null ? null : { '@id': iri(resource, row.id), id: row.id, name: row.name ?? '' };

const passengersSchema = hydraCollectionSchema(passengerMemberSchema);
const usersSchema = hydraCollectionSchema(userSchema);

const passengersQuery = querySchema(['user.company.id', ...ADMIN_LIST_PARAMS], (query) => {
  const { search, idDescending, pagination } = readAdminList(query);
  return {
    companyId: queryId(query, 'user.company.id', 'companies'),
    search,
    newestFirst: idDescending,
    pagination,
  };
});
// The course list's 'Dodane przez' filter (by name) and 'Użytkownicy' (order[id]=desc) share it.
const usersQuery = querySchema(ADMIN_LIST_PARAMS, readAdminList);

export async function peoplePlugin(app: FastifyInstance) {
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

  r.get(
    '/api/users',
    { schema: { querystring: usersQuery, response: { 200: usersSchema } } },
    async (request) => {
      const {
        filters: { pagination, search, idDescending },
        raw: query,
      } = request.query;
      const user = currentUser(request);
      const scope = userScope(user);
      const { total, rows } = await findUserPage(app.db, { search, idDescending }, scope, pagination);
      const roles = await rolesOfUsers(
        app.db,
        rows.map((row) => row.id),
      );
      return hydraCollection({
        basePath: '/api/users',
        query,
        total,
        type: 'User',
        pagination,
        items: rows.map((row) => {
          // E-mail and roles are the account's administration (issue 29, row 595): an external
          // dispatcher picking a creator gets names only.
          const administered = administers(user, { companyId: row.company?.id ?? null });
          return {
            '@id': iri('users', row.id),
            '@type': 'User',
            id: row.id,
            name: row.name === '' ? row.username : row.name,
            username: row.username,
            firstname: row.firstname,
            surname: row.surname,
            email: administered ? row.email : null,
            roles: administered ? (roles.get(row.id) ?? ['ROLE_DEFAULT']) : [],
            company: ref('companies', row.company),
          };
        }),
      });
    },
  );
}
