/**
 * Issue 29 (row 596): every answer that carries a person's contact fields (e-mail, phones, home place
 * with its address or coordinates) is listed here with the rule that narrows it and the test that
 * runs it for a foreign caller. The list is derived from the contract schemas themselves: a new
 * schema with one of these field names fails this test until someone says who may see it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const CONTACT_FIELDS = new Set(['email', 'phone', 'phones', 'home', 'address', 'latitude', 'lat']);

/**
 * schema export -> how its contact fields are narrowed. 'person:' entries emit a person's contacts
 * and name the rule and its foreign-caller test; 'not a person:' entries carry a company's, a
 * place's or a hotel's contacts (public business data, tenant-scoped by their own routes).
 */
const INVENTORY: Record<string, string> = {
  'people.schema.ts userViewSchema':
    'person: only the caller themself (GET /api/users/me) or the user administrators (user-admin.test.ts)',
  'people.schema.ts userSchema':
    'person: e-mail only for managers and the account administrators (user-list.test.ts row 595)',
  'people.schema.ts passengerSchema':
    'person: contactScopeOf + scopeReveals per member (passenger-list.test.ts; home-places.test.ts)',
  'people.schema.ts driverSchema':
    "person: a driver's main phone to driverScope (railway companies whose courses they ride) — NOT yet the contact rule, see report",
  'passenger-admin.schema.ts passengerMemberSchema':
    'person: contactScopeOf + scopeReveals per member (passenger-list.test.ts)',
  'passenger-admin.schema.ts passengerItemSchema':
    'person: only to editablePassenger callers (Pasażerowie roles of the employer, serving transport companies; passengers.test.ts)',
  'driver.schema.ts driverMemberSchema': 'person: as driverSchema',
  'driver.schema.ts driverViewSchema':
    'person: only to writers of the driver (canWriteDriver; drivers.test.ts)',
  'course.schema.ts partySchema':
    "person: a course party's phone, on courses the caller may see (course scope)",
  'course.schema.ts courseSchema':
    'person: driver phone and stop addresses on courses the caller may see (course scope)',
  'course.schema.ts courseItemSchema': 'person: as courseSchema',
  'course-info.schema.ts courseInfoSchema':
    "person: the driver page: no passengers' addresses by contract (course-info tests)",
  'company.schema.ts companyItemSchema': "not a person: the company's own contact data",
  'place.schema.ts placeSchema': 'person for type home: homePlacesWhere / visiblePlace (home-places.test.ts)',
  'place.schema.ts placeItemSchema': 'person for type home: visiblePlace (home-places.test.ts)',
  'place.schema.ts localitySchema': 'not a person: a gazetteer or Google locality',
  'place.schema.ts reverseGeocodeSchema': 'not a person: the address at a map pin',
  'accommodation.schema.ts accommodationSchema': 'not a person: a hotel',
  'accommodation.schema.ts accommodationHotelSchema': 'not a person: a hotel',
  'accommodation.schema.ts accommodationItemSchema': 'not a person: a hotel stay (hotel address)',
  'company.schema.ts startingBaseSchema': 'not a person: a transport company base',
  'starting-base.schema.ts startingBaseMemberSchema': 'not a person: a transport company base',
  'starting-base.schema.ts startingBaseViewSchema': 'not a person: a transport company base',
  'course.schema.ts courseCollectionSchema': 'person: as courseSchema',
  'course.schema.ts placeRefSchema': 'person for a home stop: on courses the caller may see (course scope)',
  'course.schema.ts rideRelationItemSchema': 'person: as courseSchema',
  'course.schema.ts rideSchema': 'person: as courseSchema',
  'course.schema.ts segmentSchema': 'person: as courseSchema',
  'course.schema.ts waypointSchema': 'person: as placeRefSchema',
  'passenger-admin.schema.ts passengerPhoneSchema': 'person: part of passengerItemSchema',
  'report-subscription.schema.ts reportSubscriptionsSchema':
    "person: the caller's own e-mail, only in the caller's own answer (server/jobs/report-subscriptions.test.ts)",
  'tracking.schema.ts carPositionSchema':
    "person: the driver's name and the car's position, to managers and the transport companies whose list shows the course, while it runs (course-map.test.ts)",
  'tracking.schema.ts carPositionsSchema': 'person: as carPositionSchema',
  'tracking.schema.ts positionBodySchema':
    "not a person's contact: the car's position the driver's phone sends",
  'tracking.schema.ts trackingSchema':
    "person: the car and the passenger's own stop, only to that passenger's token while the ride runs (tracking.test.ts)",
};

/** The field names of a schema and of every object nested in it (through null, arrays, defaults). */
function fieldNames(schema: z.ZodType, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, field]) => [
      name,
      ...fieldNames(field, seen),
    ]);
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
    return fieldNames(schema.unwrap() as z.ZodType, seen);
  if (schema instanceof z.ZodArray) return fieldNames(schema.element as z.ZodType, seen);
  return [];
}

async function contractSchemas(): Promise<{ key: string; fields: string[] }[]> {
  const folder = join(import.meta.dirname, '../../../domain/contract');
  const files = readdirSync(folder).filter((file) => file.endsWith('.schema.ts'));
  const found: { key: string; fields: string[] }[] = [];
  for (const file of files) {
    const module = (await import(join(folder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (value instanceof z.ZodType) found.push({ key: `${file} ${name}`, fields: fieldNames(value) });
  }
  return found;
}

describe('contact fields in the contract (issue 29, row 596)', () => {
  it('every schema that emits a contact field is in the inventory, and no entry is stale', async () => {
    const emitting = (await contractSchemas()).filter(({ fields }) =>
      fields.some((field) => CONTACT_FIELDS.has(field)),
    );
    const keys = emitting.map(({ key }) => key).sort();
    expect(keys.filter((key) => INVENTORY[key] === undefined)).toEqual([]);
    expect(Object.keys(INVENTORY).filter((key) => !keys.includes(key))).toEqual([]);
  });
});
