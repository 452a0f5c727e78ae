/**
 * The own home place on `PUT /api/users/{id}` (`home`, administration.md §7) and in the user view:
 * only a home place of this very user may be linked; null removes it (§4: removing a home place
 * resets it to empty). The place itself stays (soft delete is the places list's business).
 */
import { eq } from 'drizzle-orm';
import { RESOURCES, iriId } from '../../../domain/contract/iri';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import { ViolationError } from '../../http/errors';
import { iri } from '../../http/hydra';
import { HTTP_MESSAGES } from '../../http/messages';

export async function homePlaceOf(db: Db, userId: number, home: string | null): Promise<number | null> {
  if (home === null || home === '') return null;
  const invalid = () => new ViolationError([{ propertyPath: 'home', message: HTTP_MESSAGES.invalidValue }]);
  const id = iriId(home, RESOURCES.place);
  if (id === null) throw invalid();
  const [place] = await db.select().from(places).where(eq(places.id, id));
  if (!place || place.type !== 'home' || place.userId !== userId || !place.isActive) throw invalid();
  return place.id;
}

export async function homeView(db: Db, placeId: number | null) {
  if (placeId === null) return null;
  const [place] = await db.select().from(places).where(eq(places.id, placeId));
  if (!place) return null;
  return {
    '@id': iri('abstract_places', place.id),
    id: place.id,
    name: place.name,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
