export interface UserFixture {
  '@context'?: string;
  '@id': string;
  '@type': 'User';
  id: number;
  username: string;
  firstname: string | null;
  surname: string | null;
  email: string | null;
  roles: string[];
  company: { '@id': string; id: number; name: string; isTransportCompany: boolean } | null;
  phones: { '@id': string; id: number; phone: string; main: boolean }[];
  impersonator: { id: number; username: string } | null;
  superiorOf?: number[];
  passengerId?: number | null;
  version?: number;
}

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
    passengerId,
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
