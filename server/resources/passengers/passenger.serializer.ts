/** A passenger as domain/contract/passenger-admin.schema.ts `passengerItemSchema` describes it. */
import { iri, RESOURCES } from '../../../domain/contract/iri';
import type { PassengerItem } from '../../../domain/contract/passenger-admin.schema';
import type { AccountFieldFlags } from '../../../domain/people/account-fields';
import type { PassengerRow } from './passengers.repository';

const ref = (
  resource: 'companies' | 'employee_groups',
  row: { id: number | null; name: string | null } | null,
) =>
  row === null || row.id === null ? null : { '@id': iri(resource, row.id), id: row.id, name: row.name ?? '' };

/** `flags`: what this caller's form may write of the account (accountFlagsOf, row 597). */
export function serializePassenger(row: PassengerRow, flags: AccountFieldFlags): PassengerItem {
  const { passenger, user } = row;
  const main = row.phones.find((phone) => phone.main) ?? row.phones[0];
  return {
    '@context': '/api/contexts/Passenger',
    '@id': iri(RESOURCES.passenger, passenger.id),
    '@type': 'Passenger',
    id: passenger.id,
    userId: user.id,
    username: user.username,
    firstname: user.firstname,
    surname: user.surname,
    name: `${user.firstname} ${user.surname}`.trim(),
    email: user.email,
    phone: main?.phone ?? null,
    phones: row.phones.map((phone) => ({ '@id': iri(RESOURCES.userPhone, phone.id), ...phone })),
    company: ref(RESOURCES.company, row.company),
    employeeGroup: ref(RESOURCES.employeeGroup, row.group),
    home:
      row.home === null || row.home.id === null
        ? null
        : {
            '@id': iri(RESOURCES.place, row.home.id),
            id: row.home.id,
            name: row.home.name ?? '',
            address: row.home.address,
          },
    cars: row.cars.map((car) => ({ '@id': iri(RESOURCES.car, car.id), ...car })),
    version: passenger.version,
    ...flags,
  };
}
