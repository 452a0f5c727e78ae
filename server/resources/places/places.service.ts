/** Access checks first, then the work, for /api/abstract_places, /api/segments and /api/localities. */
import { RESOURCES, iriId } from '../../../domain/contract/iri';
import { eq } from 'drizzle-orm';
import { isManager, isTransportCompanyUser } from '../../../domain/auth/roles';
import {
  mayCreatePlace,
  mayDeletePlace,
  mayEditPlace,
  maySetPlaceCompany,
} from '../../../domain/places/place-permissions';
import { haversineKm } from '../../../domain/courses/geo';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { companies, passengers, users } from '../../db/schema';
import { ViolationError, forbidden, notFound } from '../../http/errors';
import type { Violation } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { inScope, linkedCompanyScope, principalsOfContractor } from '../companies/scope';
import { scopeReveals } from '../../../domain/people/contact-visibility';
import { mayEditHomeOf } from '../../../domain/people/account-fields';
import { accountOf } from '../accounts/account-guard';
import { contactScopeOf, homePerson } from '../accounts/contact-scope';
import { expectedVersion, staleWrite } from '../../http/versioning';
import { REQUIRED_IN_DIALOG } from '../../../domain/validation/messages';
import { toPlaceType } from './place.serializer';
import type { PlaceType, PlaceWithCompany } from './place.serializer';
import { findPlace, insertPlace, recentPlacesOfPassenger, updatePlace } from './places.repository';
import type { PlaceValues } from './places.repository';
import type { PlaceInput, PlaceUpdateInput } from './place.input';

export const PLACE_MESSAGES = {
  required: REQUIRED_IN_DIALOG,
  invalidType: 'Nieprawidłowy typ miejsca',
} as const;

/** Recently used places (administration.md §9): at most five, unique, no home place. */
export const RECENT_PLACES_LIMIT = 5;
const RECENT_SCAN_LIMIT = 500;

/** A place the user may read, else 404 (another tenant's place answers as if it did not exist). */
export async function visiblePlace(db: Db, user: AuthUser, id: number): Promise<PlaceWithCompany> {
  const row = await findPlace(db, id);
  if (!row) throw notFound();
  if (row.place.companyId !== null && !inScope(await linkedCompanyScope(db, user), row.place.companyId))
    throw notFound();
  // A home is its person's contact (issue 29 item 3): only who may see their contacts reads it.
  if (row.place.type === 'home' && !(await revealsHome(db, user, row.place))) throw notFound();
  return row;
}

async function revealsHome(
  db: Db,
  user: AuthUser,
  place: { userId: number | null; companyId: number | null },
) {
  return scopeReveals(await contactScopeOf(db, user), await homePerson(db, place));
}

/**
 * The company a place is written for. Company-side users always write for their own company (a
 * different one is refused); a transport company for itself or a railway company it works for;
 * a manager for any existing company or none (a place shared by everyone).
 */
async function resolveCompany(
  db: Db,
  user: AuthUser,
  iri: string | null | undefined,
): Promise<number | null> {
  const invalid = () =>
    new ViolationError([{ propertyPath: 'company', message: HTTP_MESSAGES.invalidValue }]);
  const given = iri === null || iri === undefined || iri === '' ? null : iriId(iri, RESOURCES.company);
  if (iri && given === null) throw invalid();
  if (isManager(user)) {
    if (given === null) return null;
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, given));
    if (!row) throw invalid();
    return given;
  }
  const own = user.companyId;
  // ROLE_HOTEL without a company writes shared hotels only (mayCreatePlace checked the type).
  if (own === null) {
    if (given === null) return null;
    throw invalid();
  }
  if (given === null || given === own) return own;
  if (isTransportCompanyUser(user) && (await principalsOfContractor(db, own)).includes(given)) return given;
  throw invalid();
}

/** The user a home place belongs to: an existing user the writer may see (own or linked company). */
async function resolveHomeUser(
  db: Db,
  user: AuthUser,
  iri: string | null | undefined,
): Promise<{ id: number; name: string } | null> {
  if (iri === null || iri === undefined || iri === '') return null;
  const invalid = () => new ViolationError([{ propertyPath: 'user', message: HTTP_MESSAGES.invalidValue }]);
  const id = iriId(iri, RESOURCES.user);
  if (id === null) throw invalid();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw invalid();
  // Only for a person whose contacts the writer may see (a passenger: their own home only).
  if (!scopeReveals(await contactScopeOf(db, user), { userId: row.id, companyId: row.companyId }))
    throw invalid();
  // Setting someone's home is rewriting it: the same people as a PUT of that home (row 599).
  if (!mayEditHomeOf(user, await accountOf(db, row.id))) throw forbidden();
  return { id: row.id, name: `${row.firstname} ${row.surname}`.trim() };
}

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** Field rules of administration.md §5 on the merged values. */
function checkPlace(values: {
  type?: string | null;
  name?: string | null;
  address?: string | null;
}): PlaceType {
  const list: Violation[] = [];
  const type = values.type ? toPlaceType(values.type) : null;
  if (blank(values.type)) list.push({ propertyPath: 'type', message: PLACE_MESSAGES.required });
  else if (type === null) list.push({ propertyPath: 'type', message: PLACE_MESSAGES.invalidType });
  if (type !== 'home' && blank(values.name))
    list.push({ propertyPath: 'name', message: PLACE_MESSAGES.required });
  if (blank(values.address)) list.push({ propertyPath: 'address', message: PLACE_MESSAGES.required });
  if (list.length > 0 || type === null) throw new ViolationError(list);
  return type;
}

export async function createPlace(db: Db, user: AuthUser, input: PlaceInput): Promise<PlaceWithCompany> {
  // The owner is read from the IRI before any check: the own home place is everyone's (settings).
  const ownerId = input.user ? iriId(input.user, RESOURCES.user) : null;
  const ownHome = input.type === 'home' && mayCreatePlace(user, 'home', ownerId);
  if (!mayCreatePlace(user) && !ownHome) throw forbidden();
  const type = checkPlace(input);
  if (!mayCreatePlace(user, type, ownerId)) throw forbidden();
  const companyId = await resolveCompany(db, user, input.company);
  const owner = type === 'home' ? await resolveHomeUser(db, user, input.user) : null;
  const name = input.name?.trim() || owner?.name || '';
  // A home place takes its passenger's name (administration.md §3); without a passenger it needs one.
  if (name === '') throw new ViolationError([{ propertyPath: 'name', message: PLACE_MESSAGES.required }]);
  const id = await insertPlace(db, {
    type,
    name,
    address: (input.address ?? '').trim(),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    googlePlaceId: input.placeId ?? null,
    companyId,
    userId: owner?.id ?? null,
    isActive: true,
  });
  const created = await findPlace(db, id);
  if (!created) throw notFound();
  return created;
}

/**
 * PUT merges the given fields into the place (soft delete is `{"isActive": false}`). Company users
 * edit their own company's places, transport companies theirs, managers any; a company user may not
 * move a place to another company (administration.md §6).
 */
export async function changePlace(
  db: Db,
  user: AuthUser,
  id: number,
  input: PlaceUpdateInput,
  ifMatch: string | undefined,
): Promise<PlaceWithCompany> {
  const current = await visiblePlace(db, user, id);
  const { place } = current;
  if (!mayEditPlace(user, place)) throw forbidden();
  // Another person's home is rewritten by managers and that account's user administrators only.
  if (
    place.type === 'home' &&
    place.userId !== null &&
    !mayEditHomeOf(user, await accountOf(db, place.userId))
  )
    throw forbidden();
  // Soft delete (and its undo) is a delete: not every user who may edit a place may remove it.
  if (input.isActive !== undefined && input.isActive !== place.isActive && !mayDeletePlace(user, place))
    throw forbidden();
  const version = expectedVersion(place.version, input.version, ifMatch);
  const merged = {
    type: input.type ?? place.type,
    name: input.name === undefined ? place.name : input.name,
    address: input.address === undefined ? place.address : input.address,
  };
  const type = checkPlace(merged);
  // ROLE_HOTEL may not turn a shared hotel into another type (it could then no longer edit it).
  if (!mayCreatePlace(user, type)) throw forbidden();
  let companyId = place.companyId;
  if (input.company !== undefined) {
    const requested = await resolveCompany(db, user, input.company);
    if (maySetPlaceCompany(user)) companyId = requested;
    else if (requested !== place.companyId)
      throw new ViolationError([{ propertyPath: 'company', message: HTTP_MESSAGES.invalidValue }]);
  }
  const owner = input.user === undefined ? null : await resolveHomeUser(db, user, input.user);
  const name = merged.name?.trim() || owner?.name || (type === 'home' ? place.name : '');
  if (name === '') throw new ViolationError([{ propertyPath: 'name', message: PLACE_MESSAGES.required }]);
  const values: PlaceValues = {
    type,
    name,
    address: (merged.address ?? '').trim(),
    latitude: input.latitude === undefined ? place.latitude : input.latitude,
    longitude: input.longitude === undefined ? place.longitude : input.longitude,
    googlePlaceId: input.placeId === undefined ? place.googlePlaceId : input.placeId,
    companyId,
    userId: input.user === undefined ? place.userId : (owner?.id ?? null),
    isActive: input.isActive ?? place.isActive,
  };
  if (!(await updatePlace(db, id, version, values))) throw staleWrite();
  const updated = await findPlace(db, id);
  if (!updated) throw notFound();
  return updated;
}

/**
 * Recently used places of the passenger whose user id is `passengerUserId` (`employees.id`): the
 * places of their segments, most recent first, unique, no home, at most five; nearest first when the
 * caller's position is known (administration.md §9). A passenger the user may not see gives none.
 */
export async function recentPlaces(
  db: Db,
  user: AuthUser,
  passengerUserId: number,
  type: PlaceType | undefined,
  near: { lat: number; lng: number } | undefined,
): Promise<PlaceWithCompany[]> {
  const [passenger] = await db.select().from(passengers).where(eq(passengers.userId, passengerUserId));
  if (!passenger) return [];
  const scope = await linkedCompanyScope(db, user);
  if (passenger.userId !== user.id && !inScope(scope, passenger.employerId)) return [];
  const rows = await recentPlacesOfPassenger(db, passenger.id, type, scope, RECENT_SCAN_LIMIT);
  const unique: PlaceWithCompany[] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.place.id)) continue;
    seen.add(row.place.id);
    unique.push(row);
    if (unique.length === RECENT_PLACES_LIMIT) break;
  }
  if (!near) return unique;
  const distance = ({ place }: PlaceWithCompany) =>
    place.latitude === null || place.longitude === null
      ? Number.POSITIVE_INFINITY
      : haversineKm(
          { latitude: near.lat, longitude: near.lng },
          { latitude: place.latitude, longitude: place.longitude },
        );
  return unique
    .map((row) => ({ row, km: distance(row) }))
    .sort((a, b) => a.km - b.km)
    .map(({ row }) => row);
}
