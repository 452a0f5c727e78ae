/**
 * The string fields of the write routes' zod body schemas, each either an IRI field (and of which
 * resource) or plain text. A route added later with a new string field fails the tenant-escape suite
 * until the field is named here, so a new IRI field cannot slip past the foreign-IRI phase.
 * (An IRI field's resource is not in its schema: `iriRef` keeps it in a closure, many are `z.string()`.)
 */
import { z } from 'zod';
import { RESOURCES, type Resource } from '../../../domain/contract/iri';

/** Body field name -> the resource its IRI names (an array field: of each element). */
export const IRI_FIELDS: Readonly<Record<string, Resource>> = {
  company: RESOURCES.company,
  contractor: RESOURCES.company,
  subcontractor: RESOURCES.company,
  principal: RESOURCES.company,
  employer: RESOURCES.company,
  transportCompany: RESOURCES.company,
  seller: RESOURCES.company,
  buyer: RESOURCES.company,
  user: RESOURCES.user,
  realizedBy: RESOURCES.user,
  driver: RESOURCES.driver,
  passengers: RESOURCES.passenger,
  place: RESOURCES.place,
  placeStart: RESOURCES.place,
  placeEnd: RESOURCES.place,
  hotel: RESOURCES.place,
  hotels: RESOURCES.place,
  home: RESOURCES.place,
  fromStartingPlace: RESOURCES.place,
  toStartingPlace: RESOURCES.place,
  fromStartingBase: RESOURCES.startingBase,
  toStartingBase: RESOURCES.startingBase,
  startingBase: RESOURCES.startingBase,
  locomotives: RESOURCES.locomotive,
  employeeGroup: RESOURCES.employeeGroup,
  car: RESOURCES.car,
  brand: RESOURCES.brand,
  model: RESOURCES.brandModel,
  ride: RESOURCES.taxiRide,
  course: RESOURCES.taxiCourse,
  rides: RESOURCES.kilometerRide,
  employeeRequest: RESOURCES.employeeRequest,
  fuelCardCompany: RESOURCES.fuelCompany,
};

/** String fields that name no object (text, dates, enums sent as text, secrets, tokens). */
export const PLAIN_FIELDS: ReadonlySet<string> = new Set([
  'document-uri',
  'violated-directive',
  'effective-directive',
  'blocked-uri',
  'source-file',
  'disposition',
  'username',
  'password',
  'refresh_token',
  'identifier',
  'firstname',
  'surname',
  'email',
  'phone',
  'roles',
  'currentPassword',
  'newPassword',
  'deviceToken',
  'driverPhoneNumber',
  // Why a transport company declines a ride: words for the dispatcher's message (row 646).
  'reason',
  'id',
  'number',
  'status',
  'driverHasToAcceptAt',
  'date',
  'time',
  'content',
  'name',
  'address',
  'type',
  'placeId',
  'stakes',
  'taxNumber',
  'headquartersStreet',
  'headquartersZipCode',
  'headquartersCity',
  'bankAccountNumber',
  'validFrom',
  'sideNumber',
  'cardNumber',
  'registrationNumber',
  'vin',
  'issueDate',
  'sellDate',
  'paymentTo',
  'quantityUnit',
  'courses',
  'base_transport_company_ids',
  'course_statuses',
  'started_at_from',
  'started_at_to',
  'company_ids',
  'employedSince',
  'dateFrom',
  'dateTo',
  'checkIn',
  'checkOut',
  'guests',
  'remarks',
  'message',
  'idempotencyKey',
  // Scheduled reports (issue 35): the caller's own subscription, by report kind and frequency (enums).
  'report',
  'frequency',
  // Recurring courses (issue 35): the series' last day.
  'until',
]);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** The innermost schema under optional/nullable/default wrappers and pipes' inputs. */
function unwrap(schema: unknown): unknown {
  let node = schema;
  for (let depth = 0; node instanceof z.ZodType && depth < 10; depth++) {
    const def = defOf(node);
    if (WRAPPERS.has(def.type)) node = def.innerType;
    else if (def.type === 'pipe') node = def.in;
    else break;
  }
  return node;
}

/** A leaf string field of a body: its path (array elements as index 0) and whether it is an array of strings. */
export interface StringField {
  path: (string | number)[];
  name: string;
  array: boolean;
}

/** Every string (or array-of-strings) field of a body schema, nested objects and arrays included. */
export function stringFields(schema: unknown, path: (string | number)[] = [], depth = 0): StringField[] {
  const node = unwrap(schema);
  if (!(node instanceof z.ZodType) || depth > 8) return [];
  const def = defOf(node);
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => {
      const inner = unwrap(value);
      if (!(inner instanceof z.ZodType)) return [];
      const innerDef = defOf(inner);
      if (innerDef.type === 'string') return [{ path: [...path, key], name: key, array: false }];
      if (innerDef.type === 'array') {
        const element = unwrap(innerDef.element);
        if (element instanceof z.ZodType && defOf(element).type === 'string')
          return [{ path: [...path, key], name: key, array: true }];
        return stringFields(innerDef.element, [...path, key, 0], depth + 1);
      }
      return stringFields(value, [...path, key], depth + 1);
    });
  if (def.type === 'union')
    return (def.options as unknown[]).flatMap((option) => stringFields(option, path, depth + 1));
  if (def.type === 'intersection')
    return [...stringFields(def.left, path, depth + 1), ...stringFields(def.right, path, depth + 1)];
  return [];
}

export interface BodyFill {
  /** The IRI an IRI field of `resource` gets (the caller's own object; `second` for a journey's other end). */
  iriOf: (resource: Resource, second: boolean) => string;
  /** Every boolean field (`superior`, `main`...): both values are tried where it matters. */
  flag: boolean;
}

/** A body shaped by the schema: every field present, IRI fields from `iriOf`, text guessed from its name. */
export function bodyOf(schema: unknown, fill: BodyFill, key = '', depth = 0): unknown {
  const node = unwrap(schema);
  if (!(node instanceof z.ZodType) || depth > 8) return null;
  const def = defOf(node);
  const resource = IRI_FIELDS[key];
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>)
          .filter(([name]) => !LEFT_OUT.has(name))
          .map(([name, value]) => [name, bodyOf(value, fill, name, depth + 1)]),
      );
    case 'array':
      if (key === 'roles') return ['ROLE_PASSENGER'];
      // A ride has two stops at least: the second at its own place, an hour later.
      if (key === 'waypoints')
        return [0, 1].map((index) => {
          const stop = bodyOf(
            def.element,
            index === 0 ? fill : { ...fill, iriOf: (r) => fill.iriOf(r, true) },
            key,
            depth + 1,
          );
          return index === 1 && typeof stop === 'object' && stop !== null ? { ...stop, time: '10:00' } : stop;
        });
      return [bodyOf(def.element, fill, key, depth + 1)];
    case 'union':
      return bodyOf((def.options as unknown[])[0], fill, key, depth + 1);
    case 'enum': {
      const options = Object.values(def.entries as Record<string, string>);
      return (fill.flag ? options.at(-1) : options[0]) ?? null;
    }
    case 'literal':
      return (def.values as unknown[])[0] ?? null;
    case 'number':
    case 'int':
      return key === 'version' ? 1 : key === 'latitude' ? 52.23 : key === 'longitude' ? 21.01 : 100;
    case 'boolean':
      return key === 'main' ? true : fill.flag;
    case 'string':
      return resource ? fill.iriOf(resource, SECOND_END.test(key)) : textFor(key);
    default:
      return null;
  }
}

/**
 * Fields a new body leaves out: an element's own id names an existing row; a push subscription, a
 * password change and an acceptance deadline are checked on their own (not a tenant's border).
 */
const LEFT_OUT = new Set([
  'id',
  '@id',
  'deviceToken',
  'currentPassword',
  'newPassword',
  'driverHasToAcceptAt',
  'placeId',
  // A series ends on a day ('until') or after a number of weeks, never both: the body sends the day.
  'weeks',
]);
/** The other end of a journey or pair: another object than the start's. */
const SECOND_END = /End$|^to[A-Z]/;

let serial = 0;
/** A plausible value of a text field, unique where the server wants uniqueness. */
function textFor(key: string): string {
  serial += 1;
  // A series over three weeks from the stops' day, so its weekdays (Pn or Nd) occur.
  if (key === 'until') return '2030-03-31';
  if (/date|from$|to$|since|checkIn|checkOut|validFrom/i.test(key)) return '2030-03-07';
  if (/time|at$/i.test(key)) return '08:00';
  if (/email/i.test(key)) return `ucieczka.${serial}@kursownik.test`;
  if (/phone/i.test(key)) return `7${String(serial).padStart(8, '0')}`;
  if (key === 'username') return `ucieczka.${serial}`;
  if (key === 'password') return 'Ucieczka-Haslo-123';
  if (key === 'status') return 'planning';
  if (key === 'number') return `UCIECZKA/${serial}`;
  return `Ucieczka ${serial}`;
}

/** `body` with the field at `path` set to `value` (an array-of-strings field gets `[value]`). */
export function withField(body: unknown, field: StringField, value: string): unknown {
  const copy: unknown = structuredClone(body);
  let node: unknown = copy;
  for (const step of field.path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return copy;
    node = (node as Record<string | number, unknown>)[step];
  }
  const last = field.path.at(-1);
  if (typeof node === 'object' && node !== null && last !== undefined)
    (node as Record<string | number, unknown>)[last] = field.array ? [value] : value;
  return copy;
}
