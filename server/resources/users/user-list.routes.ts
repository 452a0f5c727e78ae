/**
 * GET /api/users: the course list's 'Dodane przez' filter, the transfer search and 'Użytkownicy' (the
 * item and the writes: users.routes.ts). Managers, railway company heads and dispatchers and transport
 * companies see their own company's users (managers everyone); others 403.
 */
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { userSchema } from '../../../domain/contract/people.schema';
import type { ZodTypeProvider } from '../../http/zod-provider';
import type { FastifyInstance } from 'fastify';
import { hasAnyRole, isManager } from '../../../domain/auth/roles';
import { canSeeUser } from '../../../domain/people/user-permissions';
import { currentUser } from '../../auth/authenticate';
import type { AuthUser } from '../../auth/authenticate';
import { forbidden } from '../../http/errors';
import { hydraCollection, iri } from '../../http/hydra';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { querySchema } from '../../http/query';
import type { CompanyScope } from '../companies/scope';
import { rolesOfUsers } from '../accounts/accounts.repository';
import { findUserPage } from './user-list.repository';

function userScope(user: AuthUser): CompanyScope {
  if (isManager(user)) return { kind: 'all' };
  if (
    hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY', 'ROLE_TRANSPORT_COMPANY']) &&
    user.companyId !== null
  )
    return { kind: 'companies', ids: [user.companyId] };
  throw forbidden();
}

/** Managers and the account's user administrators (`canSeeUser`). */
const administers = (user: AuthUser, account: { companyId: number | null }) =>
  isManager(user) || canSeeUser(user, account);

const company = (row: { id: number | null; name: string | null } | null) =>
  row === null || row.id === null
    ? null
    : { '@id': iri('companies', row.id), id: row.id, name: row.name ?? '' };

const usersSchema = hydraCollectionSchema(userSchema);
// The course list's 'Dodane przez' filter (by name) and 'Użytkownicy' (order[id]=desc) share it.
const usersQuery = querySchema(ADMIN_LIST_PARAMS, readAdminList);

export async function userListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
            company: company(row.company),
          };
        }),
      });
    },
  );
}
