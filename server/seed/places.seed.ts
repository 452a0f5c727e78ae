import { places, startingBases } from '../db/schema';
import { HOTELS, STARTING_BASES, STATIONS, WORKPLACES } from './places.data';
import type { PlaceSeed } from './places.data';
import { idOf } from './seed-ids';
import type { Tx } from '../db/client';
import type { Ids } from './seed-ids';

const placeRow = (type: string, companyIds: Ids) => (seed: PlaceSeed) => ({
  type,
  name: seed.name,
  address: seed.address,
  latitude: seed.latitude,
  longitude: seed.longitude,
  companyId: seed.company === null ? null : idOf(companyIds, seed.company),
});

export async function insertPlaces(tx: Tx, companyIds: Ids): Promise<void> {
  await tx
    .insert(places)
    .values([
      ...STATIONS.map(placeRow('place', companyIds)),
      ...HOTELS.map(placeRow('hotel', companyIds)),
      ...WORKPLACES.map(placeRow('workplace', companyIds)),
    ]);
}

/** Returns starting base ids keyed by name. */
export async function insertStartingBases(tx: Tx, companyIds: Ids): Promise<Ids> {
  const rows = await tx
    .insert(startingBases)
    .values(
      STARTING_BASES.map((seed) => ({
        name: seed.name,
        address: seed.address,
        latitude: seed.latitude,
        longitude: seed.longitude,
        companyId: seed.company === null ? null : idOf(companyIds, seed.company),
      })),
    )
    .returning();
  return new Map(rows.map((row) => [row.name, row.id]));
}
