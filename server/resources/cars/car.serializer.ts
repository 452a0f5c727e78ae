/** A car row as the API answers it (domain/contract/fleet-car.schema.ts). */
import { iri } from '../../http/hydra';
import type { CarRow } from './cars.repository';

interface PersonColumns {
  id: number;
  firstname: string;
  surname: string;
}

export const personRef = (person: PersonColumns | null) =>
  person === null
    ? null
    : { '@id': iri('users', person.id), id: person.id, name: `${person.firstname} ${person.surname}`.trim() };

export function carView({ car, brand, model, driver, company, creator, mileage, pending }: CarRow) {
  const user = personRef(driver);
  return {
    '@id': iri('cars', car.id),
    '@type': 'Car',
    id: car.id,
    brand: { '@id': iri('brands', brand.id), id: brand.id, name: brand.name },
    model: { '@id': iri('brand_models', model.id), id: model.id, name: model.name },
    registrationNumber: car.registrationNumber,
    vin: car.vin,
    engineCapacity: car.engineCapacity,
    initialMileage: car.initialMileage,
    mileage: Number(mileage),
    user,
    driverName: user?.name ?? null,
    company: company ? { '@id': iri('companies', company.id), id: company.id, name: company.name } : null,
    createdAt: car.createdAt.toISOString(),
    createdBy: personRef(creator),
    hasPendingProtocol: Boolean(pending),
    version: car.version,
  };
}
