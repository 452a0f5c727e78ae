import { z } from 'zod';
import type { Db } from '../../db/client';
import { hydraItem, iri } from '../../http/hydra';
import type { AuthUser } from '../../auth/authenticate';
import { superiorCompaniesOf } from '../../events/event-log';
import { findPassengerOfUser } from '../course-writes/course-writes.repository';
import { findCompany, findUserById, phonesOf } from './users.repository';

/** The user as `GET /api/users/me` and `PUT /api/users/{id}` answer it (docs/api.md). */
export const userViewSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.number(),
  username: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  company: z
    .object({ '@id': z.string(), id: z.number(), name: z.string(), isTransportCompany: z.boolean() })
    .nullable(),
  phones: z.array(z.object({ '@id': z.string(), id: z.number(), phone: z.string(), main: z.boolean() })),
  impersonator: z.object({ id: z.number(), username: z.string() }).nullable(),
  /** Railway companies for which the user's transport company is a superior contractor (§6). */
  superiorOf: z.array(z.number()),
  /** The user's passenger record (`/api/passengers/{id}`), when they are an employee who travels. */
  passengerId: z.number().nullable(),
  version: z.number(),
});
export type UserView = z.infer<typeof userViewSchema>;

export async function loadUserView(
  db: Db,
  id: number,
  impersonator: AuthUser['impersonator'],
): Promise<UserView | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  const company = await findCompany(db, user.companyId);
  const phones = await phonesOf(db, [user.id]);
  return hydraItem('User', iri('users', user.id), {
    '@type': 'User' as const,
    id: user.id,
    username: user.username,
    firstname: user.firstname,
    surname: user.surname,
    email: user.email,
    roles: user.roles,
    company: company ? { '@id': iri('companies', company.id), ...company } : null,
    phones: phones.map((p) => ({ '@id': iri('user_phones', p.id), id: p.id, phone: p.phone, main: p.main })),
    impersonator,
    superiorOf: company?.isTransportCompany ? await superiorCompaniesOf(db, company.id) : [],
    passengerId: (await findPassengerOfUser(db, user.id))?.id ?? null,
    version: user.version,
  });
}
