import type { UserView } from '@domain/contract/people.schema';
/** `GET /api/users/me` as the server sends it (domain/contract). */
export type UserFixture = UserView;

/** A valid `/api/users/me` body (an administrator unless overridden). */
export function buildUser(overrides: Partial<UserFixture> = {}): UserFixture {
  const id = overrides.id ?? 1;
  // A passenger is passenger 1 ('Jan Kowalski'), who rides in the fixture rides (mocks/courses.ts).
  const passengerId = overrides.roles?.includes('ROLE_PASSENGER') ? 1 : null;
  return {
    '@context': '/api/contexts/User',
    '@id': `/api/users/${id}`,
    '@type': 'User',
    id,
    username: 'admin',
    firstname: 'Anna',
    surname: 'Nowak',
    email: 'anna.nowak@example.pl',
    roles: ['ROLE_DEFAULT', 'ROLE_ADMIN', 'ROLE_IMPERSONATOR'],
    company: null,
    phones: [{ '@id': '/api/user_phones/1', id: 1, phone: '600100200', main: true }],
    impersonator: null,
    superiorOf: [],
    passengerId,
    home: null,
    hotels: [],
    version: 1,
    ...overrides,
  };
}

export const passengerUser = (overrides: Partial<UserFixture> = {}) =>
  buildUser({
    id: 9,
    username: 'pasazer',
    firstname: 'Jan',
    surname: 'Kowalski',
    roles: ['ROLE_DEFAULT', 'ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'],
    company: { '@id': '/api/companies/1', id: 1, name: 'PKP Intercity', isTransportCompany: false },
    ...overrides,
  });
