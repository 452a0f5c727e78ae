/**
 * Every write on an existing object (each PUT, PATCH and DELETE of the server's route registry) and how
 * it follows the one versioning rule (ADR 003, `versioning.ts`). Data, not code:
 * `versioning.table.test.ts` reads the routes from Fastify and fails on a route without a row.
 * - `replace`: a field-replacing write: a stale If-Match is 412, a stale body `version` 409, neither 428;
 *   the current version succeeds and bumps it.
 * - `optional`: a state transition or a delete: a version may be omitted, one that is sent is checked
 *   (412/409) all the same.
 * - `none`: takes no version by design; `reason` says why (checked against the code).
 */
import type { Login, Target } from '../authorization/authorization-matrix.support';
import { toTransferDateWarsaw } from '../../../domain/fleet/transfer-protocol.schema';

/** Where the row's versions are read: the ETag of a GET (`get`), or the course/ride tables. */
export type VersionSource =
  | { from: 'get'; url: string }
  | { from: 'course' }
  | { from: 'ride' }
  | { from: 'table'; table: 'companyTransportCosts' };

export interface VersionedRow {
  kind: 'replace' | 'optional';
  login: Login;
  target: Target;
  source: VersionSource;
  /** A body that succeeds; `n` counts the calls so each write can differ (a DELETE sends none). */
  body?: (n: number, current: Record<string, unknown>) => Record<string, unknown>;
  /** The body version names the ride while If-Match names its course (ADR 003). */
  bodyVersionOfRide?: true;
  /** Which refusals the route can show: a body version (409), an If-Match (412). Both by default. */
  carries?: { body: boolean; ifMatch: boolean };
}

export type VersionRow = VersionedRow | { kind: 'none'; reason: string };

const company = {
  name: 'Wersjonowana',
  headquartersStreet: 'Prosta 1',
  headquartersZipCode: '00-001',
  headquartersCity: 'Warszawa',
  email: '',
  phone: '',
  bankAccountNumber: '61 1090 1014 0000 0712 1981 2874',
  isTransportCompany: true,
  courseEmployeeSmsNotification: true,
};

const person = (n: number) => ({
  firstname: 'Wersja',
  surname: `Numer${'a'.repeat(n % 20)}`,
  email: '',
  phones: [{ phone: '731200401', main: true }],
});
/** A link of the GET (`{ '@id': ... }` or the IRI itself) as the body names it. */
const iriOf = (value: unknown) =>
  typeof value === 'object' && value !== null && '@id' in value
    ? (value as { '@id': unknown })['@id']
    : value;
const get = (url: string): VersionSource => ({ from: 'get', url });

export const VERSION_TABLE: Readonly<Record<string, VersionRow>> = {
  'PUT /api/abstract_places/:id': {
    kind: 'replace',
    login: 'admin',
    target: 'place',
    source: get('/api/abstract_places/:id'),
    body: (n) => ({ name: `Miejsce wersja ${n}` }),
  },
  'PUT /api/locomotives/:id': {
    kind: 'replace',
    login: 'firma',
    target: 'locomotive',
    source: get('/api/locomotives/:id'),
    body: (n) => ({ sideNumber: `EP-W${n}` }),
  },
  'PUT /api/companies/:id': {
    kind: 'replace',
    login: 'admin',
    target: 'freshCompany',
    source: get('/api/companies/:id'),
    body: (n, current) => ({ ...company, name: `Wersjonowana ${n}`, taxNumber: current.taxNumber }),
  },
  'DELETE /api/companies/:id': {
    kind: 'optional',
    login: 'admin',
    target: 'freshCompany',
    source: get('/api/companies/:id'),
  },
  'PUT /api/users/:id': {
    kind: 'replace',
    login: 'admin',
    target: 'user',
    source: get('/api/users/:id'),
    body: (n) => ({ firstname: `Adam${'a'.repeat(n % 20)}` }),
  },
  'DELETE /api/users/:id': {
    kind: 'optional',
    login: 'admin',
    target: 'freshUser',
    source: get('/api/users/:id'),
  },
  'PUT /api/user_phones/:id': {
    kind: 'replace',
    login: 'dyspozytor',
    target: 'ownPhone',
    // A phone is part of its user: the user's version (ETag of /api/users/me) guards the list.
    source: get('/api/users/me'),
    body: (n) => ({ phone: `6011${String(n).padStart(5, '0')}`, main: false }),
  },
  'DELETE /api/user_phones/:id': {
    kind: 'replace',
    login: 'dyspozytor',
    target: 'ownPhone',
    // A phone is part of its user: the user's version (ETag of /api/users/me) guards the list.
    source: get('/api/users/me'),
    // No body on a DELETE: the version comes as If-Match only.
    carries: { body: false, ifMatch: true },
  },
  'PUT /api/company_transport_costs/:id': {
    kind: 'replace',
    login: 'firma',
    target: 'companyTransportCost',
    source: { from: 'table', table: 'companyTransportCosts' },
    body: (n) => ({ priceByKilometer: 100 + n, priceByWaiting: null }),
  },
  'PUT /api/defined_kilometers/:id': {
    kind: 'replace',
    // The matrix's pair ends at another tenant's place, which only the admin may name.
    login: 'admin',
    target: 'definedKilometers',
    source: get('/api/defined_kilometers/:id'),
    body: (n, current) => ({
      placeStart: iriOf(current.placeStart),
      placeEnd: iriOf(current.placeEnd),
      kilometers: 10 + n,
      time: 600,
    }),
  },
  'PUT /api/employee_groups/:id': {
    kind: 'replace',
    login: 'firma',
    target: 'employeeGroup',
    source: get('/api/employee_groups/:id'),
    body: (n) => ({ name: `Grupa ${n}` }),
  },
  'DELETE /api/employee_groups/:id': {
    kind: 'optional',
    login: 'firma',
    target: 'employeeGroup',
    source: get('/api/employee_groups/:id'),
  },
  'PUT /api/passengers/:id': {
    kind: 'replace',
    login: 'firma',
    target: 'passenger',
    source: get('/api/passengers/:id'),
    body: (n) => person(n),
  },
  'DELETE /api/passengers/:id': {
    kind: 'optional',
    login: 'firma',
    target: 'passenger',
    source: get('/api/passengers/:id'),
  },
  'PUT /api/drivers/:id': {
    kind: 'replace',
    login: 'transport',
    target: 'driver',
    source: get('/api/drivers/:id'),
    body: (n) => ({ ...person(n), employedSince: '' }),
  },
  'DELETE /api/drivers/:id': {
    kind: 'optional',
    login: 'transport',
    target: 'driver',
    source: get('/api/drivers/:id'),
  },
  'PUT /api/starting_bases/:id': {
    kind: 'replace',
    login: 'transport',
    target: 'startingBase',
    source: get('/api/starting_bases/:id'),
    body: (n) => ({ name: `Baza ${n}` }),
  },
  'PUT /api/taxi_courses/:id': {
    kind: 'replace',
    login: 'dyspozytor',
    target: 'freshTaxiCourse',
    source: { from: 'course' },
    // Filled by the test from the course's own GET (a whole course is too long to write here).
  },
  // 'Ten i wszystkie następne' of an edit (row 861): the course PUT's own body and versioning.
  'PUT /api/taxi_courses/:id/following': {
    kind: 'replace',
    login: 'dyspozytor',
    target: 'freshTaxiCourse',
    source: { from: 'course' },
  },
  'DELETE /api/taxi_courses/:id': {
    kind: 'optional',
    login: 'dyspozytor',
    target: 'freshTaxiCourse',
    source: { from: 'course' },
  },
  'PUT /api/kilometer_courses/:id': {
    kind: 'replace',
    // Only its creator or its driver changes a kilometer course's relation (§6).
    login: 'pasazer',
    target: 'kilometerCourse',
    source: { from: 'course' },
  },
  'PUT /api/taxi_course_rides/:id': {
    kind: 'replace',
    login: 'dyspozytor',
    target: 'freshTaxiRide',
    source: { from: 'ride' },
    bodyVersionOfRide: true,
  },
  'PUT /api/taxi_course_rides/:id/starting_base': {
    kind: 'replace',
    login: 'dyspozytor',
    target: 'freshTaxiRide',
    source: { from: 'ride' },
    bodyVersionOfRide: true,
  },
  'PUT /api/taxi_course_rides/:id/status': {
    kind: 'optional',
    login: 'dyspozytor',
    target: 'freshTaxiRide',
    source: { from: 'ride' },
    bodyVersionOfRide: true,
    // Setting the current status is refused (409), so each write names the other one.
    body: (_, ride) => ({
      status: ride.status === 'accepted_by_driver' ? 'accepted_by_contractor' : 'accepted_by_driver',
    }),
  },
  'PUT /api/taxi_courses/:id/settlement': {
    kind: 'replace',
    login: 'transport',
    // A finished course of its own (the test builds it: settlement.support.ts).
    target: 'taxiCourse',
    source: { from: 'course' },
  },
  'PUT /api/kilometer_course_rides/:id/report': {
    kind: 'optional',
    login: 'pasazer',
    target: 'kilometerRide',
    source: { from: 'ride' },
    bodyVersionOfRide: true,
    body: (n) => ({ distance: 40 + n, highwayCost: null, comment: `Raport ${n}` }),
  },
  'PUT /api/course-info/course-report/:token': {
    kind: 'none',
    reason:
      "The driver's report through the link sent to the driver (no session: the token names the course). " +
      'Its fields are the driver’s alone, and the write locks the course and bumps its version ' +
      '(course-info.marks.ts onCourseId), so every other writer holding the older version is refused.',
  },
  'DELETE /api/company_contractors/:id': {
    kind: 'none',
    reason:
      'A contractor link is never edited (its stakes are appended by POST), only removed: a second removal is 404.',
  },
  'DELETE /api/company_principals/:id': {
    kind: 'none',
    reason:
      'A principal link is never edited (its stakes are appended by POST), only removed: a second removal is 404.',
  },
  'DELETE /api/driver_absences/:id': {
    kind: 'none',
    reason:
      'An absence has no edit route (created and removed only): nothing can be stale; a second removal is 404.',
  },
  'DELETE /api/calendar_feed': {
    kind: 'none',
    reason:
      'A calendar link is never edited (made, replaced by a new one, or removed, all by its user alone): nothing can be stale; a second removal is 404.',
  },
  'DELETE /api/push/devices/:id': {
    kind: 'none',
    reason:
      'A push device is never edited by the settings (stored by its browser, removed by its user): nothing can be stale; a second removal is 404.',
  },
  'PUT /api/report_subscriptions': {
    kind: 'none',
    reason:
      "A user's own choice of how often a report is sent, set whole by each save and changed by no one else: nothing can be stale.",
  },
  'DELETE /api/ride_comments/:id': {
    kind: 'none',
    reason:
      'A comment is never edited (written and removed only): nothing can be stale; a second removal is 404.',
  },
  // Fleet (issue 16): cars and brands replace fields; a car's delete takes an optional version.
  'PUT /api/cars/:id': {
    kind: 'replace',
    login: 'flota',
    target: 'car',
    source: get('/api/cars/:id'),
    body: (n, current) => ({
      brand: iriOf(current.brand),
      model: iriOf(current.model),
      registrationNumber: current.registrationNumber,
      vin: current.vin,
      engineCapacity: 1600 + n,
      initialMileage: current.initialMileage,
      driver: null,
    }),
  },
  'DELETE /api/cars/:id': {
    kind: 'optional',
    login: 'flota',
    target: 'car',
    source: get('/api/cars/:id'),
  },
  'PUT /api/brands/:id': {
    kind: 'replace',
    login: 'flota',
    target: 'brand',
    source: get('/api/brands/:id'),
    body: (n, current) => ({ name: `Marka wersja ${n}`, models: current.models }),
  },
  'PUT /api/transfer_protocols/:id': {
    kind: 'replace',
    // The creator edits the protocol while it waits; the date must stay within ±12 h of now.
    login: 'flota',
    target: 'transferProtocol',
    source: get('/api/transfer_protocols/:id'),
    body: (n, current) => ({
      car: iriOf(current.car),
      newDriver: iriOf(current.newDriver),
      mileageReading: 1000 + n,
      transferDate: toTransferDateWarsaw(new Date()),
      equipment: ['jack'],
      remarks: `Wersja ${n}`,
    }),
  },
  'PUT /api/transfer_protocols/:id/accept': {
    kind: 'none',
    reason:
      "The new driver's answer (status only, nothing of the client's to overwrite): decided by one " +
      'conditional update on the status and version read in the same request, so a second or raced answer ' +
      'finds the protocol changed and is refused 409 (protocols.service.ts conditionalMove).',
  },
  'PUT /api/transfer_protocols/:id/validate': {
    kind: 'none',
    reason:
      "The validator's answer (status only): decided by one conditional update on the status and version " +
      'read in the same request; a second or raced answer is refused 409 (protocols.service.ts conditionalMove).',
  },
  // The passenger-change register (issue 17, part pchanges): marking realized is a state change, so
  // the version is checked when sent; each write toggles the mark (the reporter realizes their own row).
  'PUT /api/passenger_changes/:id': {
    kind: 'optional',
    login: 'firma',
    target: 'passengerChange',
    source: get('/api/passenger_changes/:id'),
    body: (_n, current) => ({ realizedBy: current.realizedBy ? null : iriOf(current.reportingUser) }),
  },
  // Invoices (issue 17, part invoices): the place and/or a status move, version read required.
  'PUT /api/invoices/:id': {
    kind: 'replace',
    login: 'transport',
    target: 'invoice',
    source: get('/api/invoices/:id'),
    body: (n) => ({ place: `Miejsce ${n}` }),
  },
  // Employee requests (issue 17, part requests).
  'PUT /api/employee_requests/:id': {
    kind: 'none',
    reason:
      "Finishing a request (status only, nothing of the client's to overwrite): one conditional update on " +
      "status 'open' and the version read in the same request, so a second or raced finish is refused 409 " +
      '(employee-requests.service.ts finishRequest); an If-Match or body version that is sent is still checked (412/409).',
  },
};
