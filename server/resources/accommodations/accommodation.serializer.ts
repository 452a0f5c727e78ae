/** The wire shape of an accommodation (domain/contract/accommodation.schema.ts). */
import type { AccommodationStatus } from '../../../domain/accommodations/accommodation-rules';
import { hydraItem, iri } from '../../http/hydra';
import type { AccommodationWithHotel } from './accommodations.repository';

export const accommodationMember = ({ accommodation, hotel }: AccommodationWithHotel) => ({
  '@id': `/api/accommodations/${accommodation.id}`,
  '@type': 'Accommodation' as const,
  id: accommodation.id,
  // A deleted hotel keeps its name here (soft delete, §4).
  hotel: { '@id': iri('abstract_places', hotel.id), id: hotel.id, name: hotel.name, address: hotel.address },
  checkIn: accommodation.checkIn,
  checkOut: accommodation.checkOut,
  guests: accommodation.guests,
  rooms: accommodation.rooms,
  remarks: accommodation.remarks,
  status: accommodation.status as AccommodationStatus,
  createdAt: accommodation.createdAt.toISOString(),
  version: accommodation.version,
});

export const accommodationItem = (row: AccommodationWithHotel) => {
  const member = accommodationMember(row);
  return hydraItem('Accommodation', member['@id'], member);
};
