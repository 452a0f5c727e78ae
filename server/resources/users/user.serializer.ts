import type { Db } from '../../db/client';
import { hydraItem, iri } from '../../http/hydra';
import type { AuthUser } from '../../auth/authenticate';
import { superiorCompaniesOf } from '../../events/event-log';
import { findPassengerOfUser } from '../course-writes/course-writes.repository';
import { homeView } from './user-home';
import { hotelsOf } from './user-hotels';
import { findCompany, findUserById, phonesOf } from './users.repository';

import type { UserView } from '../../../domain/contract/people.schema';

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
    home: await homeView(db, user.homePlaceId),
    hotels: await hotelsOf(db, user.id),
    version: user.version,
  });
}
