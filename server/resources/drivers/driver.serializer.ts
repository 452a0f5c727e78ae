/** Drivers as `GET api/drivers` and `GET/POST/PUT api/drivers/{id}` answer them (domain/contract/driver.schema.ts). */
import { hydraItem, iri } from '../../http/hydra';
import type { AccountFieldFlags } from '../../../domain/people/account-fields';
import type { DriverDetails, DriverRow } from './drivers.repository';

const ref = (
  resource: 'companies' | 'starting_bases',
  row: { id: number | null; name: string | null } | null,
) =>
  row === null || row.id === null ? null : { '@id': iri(resource, row.id), id: row.id, name: row.name ?? '' };

/** A list member; `phone` is the driver's main phone (from `mainPhones`). */
export const driverMember = (row: DriverRow, phone: string | null) => ({
  '@id': iri('drivers', row.id),
  '@type': 'Driver' as const,
  id: row.id,
  userId: row.userId,
  name: row.name,
  phone,
  transportCompany: ref('companies', row.transportCompany),
  startingBase: ref('starting_bases', row.startingBase),
  employedSince: row.employedSince,
});

/** `flags`: what this caller's form may write of the account (accountFlagsOf, row 597). */
export const driverView = (row: DriverDetails, flags: AccountFieldFlags) => {
  const main = row.phones.find((phone) => phone.main) ?? row.phones[0];
  const member = driverMember(row, main?.phone ?? null);
  return hydraItem('Driver', member['@id'], {
    ...member,
    firstname: row.firstname,
    surname: row.surname,
    email: row.email,
    phones: row.phones,
    version: row.version,
    ...flags,
  });
};
