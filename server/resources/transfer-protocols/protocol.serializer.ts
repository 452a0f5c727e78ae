/** A transfer protocol as the API answers it (domain/contract/fleet-car.schema.ts). */
import { toTransferDateWarsaw } from '../../../domain/fleet/transfer-protocol.schema';
import { iri } from '../../http/hydra';
import { personRef } from '../cars/car.serializer';
import type { ProtocolRow } from './protocols.repository';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function protocolView(row: ProtocolRow) {
  const { protocol, car } = row;
  const newDriver = personRef(row.newDriver);
  if (!newDriver) throw new Error('protocol without a new driver');
  return {
    '@id': iri('transfer_protocols', protocol.id),
    '@type': 'TransferProtocol',
    id: protocol.id,
    car: {
      '@id': iri('cars', car.id),
      id: car.id,
      brand: row.brand,
      model: row.model,
      registrationNumber: car.registrationNumber,
    },
    driver: personRef(row.driver),
    newDriver,
    createdBy: personRef(row.creator),
    createdAt: protocol.createdAt.toISOString(),
    transferDate: toTransferDateWarsaw(protocol.transferAt),
    mileageReading: protocol.mileageReading,
    remarks: protocol.remarks,
    equipment: protocol.equipment,
    status: protocol.status,
    transferAcceptedAt: iso(protocol.transferAcceptedAt),
    validatedAt: iso(protocol.validatedAt),
    validatedBy: personRef(row.validator),
    version: protocol.version,
  };
}
