/**
 * The authorization matrix (issue 9, OWASP API1/API5, ASVS V8): every route of the server x every demo
 * login, acting on its own tenant's object, on an object of a tenant it does not belong to, and on an
 * id that does not exist, with the answer expected. Data, not code: `authorization-matrix.test.ts`
 * reads the routes from Fastify's registry, fails on a route without a row, calls each route as each
 * login (body `{}` for writes: a refusal must come before the body is read) and compares.
 *
 * An answer line reads `2xx: admin dyspozytor; 403: *`: the status each login gets, `*` for the
 * logins not named. 2xx is any success; 400/409/412/422/428 say the caller passed the access check
 * and the empty body or the object's state stopped it. Re-record after a deliberate change with
 * `MATRIX_RECORD=1 npx vitest run server/test/authorization` and review every changed line.
 */
import { RESOURCES, type Resource } from '../../../domain/contract/iri';

export const LOGINS = [
  'admin',
  'dyspozytor',
  'firma',
  'dyspozytor.zewnetrzny',
  'transport',
  'transport.nadrzedny',
  'podwykonawca',
  'kierowca',
  'pasazer',
  'ksiegowa',
  'hotel',
  'flota',
] as const;
export type Login = (typeof LOGINS)[number];

/** What the route's path parameters name (matrix.support.ts builds each). */
export type Target =
  | 'none'
  | 'taxiCourse'
  | 'freshTaxiCourse'
  | 'taxiRide'
  | 'freshTaxiRide'
  | 'kilometerCourse'
  | 'kilometerRide'
  | 'waypoint'
  | 'place'
  | 'locomotive'
  | 'company'
  | 'companyDay'
  | 'user'
  | 'comment'
  | 'definedKilometers'
  | 'companyTransportCost'
  // Companies administration (issue 12, part A): throwaway objects, since the calls delete them.
  | 'freshCompany'
  | 'freshContractorLink'
  | 'freshPrincipalLink'
  // Consent for links and stakes (issue 29, ADR 022).
  | 'pendingContractorLink'
  | 'pendingPrincipalLink'
  | 'pendingStake'
  | 'employeeGroup'
  | 'passenger'
  // Drivers and absences (issue 12, part C).
  | 'driver'
  | 'driverAbsence'
  // Users administration (issue 12, part D).
  | 'freshUser'
  // Own settings (issue 13, part S).
  | 'ownPhone'
  // Push devices of one's own account (issue 34).
  | 'ownPushDevice'
  // Starting bases and accommodations (issue 13, part B).
  | 'startingBase'
  | 'accommodation'
  // Cars, brands and transfer protocols (issue 16, part cars).
  | 'car'
  | 'brand'
  | 'transferProtocol'
  // The passenger-change register (issue 17, part pchanges).
  | 'passengerChange'
  // Invoices (issue 17, part invoices).
  | 'invoice'
  // Employee requests (issue 17, part requests).
  | 'employeeRequest';

export interface MatrixRow {
  target: Target;
  own: string;
  /** Another tenant's object; absent when the target has none (a collection, the caller's own user). */
  foreign?: string;
  /** An id that does not exist. */
  missing?: string;
  /** An endless answer (the live event stream): only refusals are called. */
  stream?: true;
  /**
   * The target is named in the body, not the path (`POST /api/ride_comments` with `{ ride: IRI }`): the
   * write is sent with only that field, so the refusal must come before the rest of the body is read.
   */
  inBody?: { field: string; resource: Resource };
}

/**
 * The logins who see rows of the foreign tenant (DB Cargo Polska, Trans-Śląsk Katowice) in each
 * collection; every other login sees none (`foreign-rows.ts` names the rows).
 */
export const FOREIGN_ROWS_SEEN_BY: Readonly<Record<string, string>> = {
  '/api/abstract_courses': 'admin dyspozytor ksiegowa',
  '/api/taxi_course_rides': 'admin dyspozytor ksiegowa',
  '/api/abstract_places': 'admin dyspozytor',
  '/api/locomotives': 'admin dyspozytor',
  '/api/passengers': 'admin dyspozytor ksiegowa',
  '/api/drivers': 'admin dyspozytor',
  '/api/driver_absences': 'admin dyspozytor',
  '/api/starting_bases': 'admin dyspozytor',
  '/api/users': 'admin dyspozytor',
  '/api/companies': 'admin dyspozytor ksiegowa',
  // An admin keeps any railway company's groups (row 660).
  '/api/employee_groups': 'admin',
  // Fuel (issue 16): no demo login works for Trans-Śląsk Katowice's fleet.
  '/api/fuel_cards': '',
  '/api/transactions': '',
  '/api/cars': 'admin',
  // A tenant's defined pairs and brands (issue 29, spec-decisions rows 600-601).
  '/api/defined_kilometers': 'admin',
  '/api/brands': 'admin',
};

export const MATRIX: Readonly<Record<string, MatrixRow>> = {
  'GET /api/abstract_course/settle': { target: 'none', own: '2xx: firma; 403: *' },
  'GET /api/abstract_courses': { target: 'none', own: '2xx: *' },
  'GET /api/abstract_courses/:id': {
    target: 'taxiCourse',
    own: '404: hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/abstract_courses/export.xlsx': {
    target: 'none',
    own: '2xx: admin dyspozytor transport.nadrzedny; 403: *',
  },
  'GET /api/abstract_places': { target: 'none', own: '2xx: *' },
  'POST /api/abstract_places': { target: 'none', own: '403: kierowca ksiegowa flota; 422: *' },
  // The target is a passenger's home (issue 29 item 3): drivers, passengers and fleet users no longer
  // read another person's home; the transport companies that serve PKP Intercity do.
  'GET /api/abstract_places/:id': {
    target: 'place',
    own: '404: podwykonawca kierowca pasazer ksiegowa hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'PUT /api/abstract_places/:id': {
    target: 'place',
    // Issue 29 item 7: a colleague passenger and the external dispatcher no longer rewrite the home.
    own: '428: admin dyspozytor firma; 403: dyspozytor.zewnetrzny transport transport.nadrzedny; 404: *',
    foreign: '428: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'GET /api/companies': { target: 'none', own: '2xx: *' },
  'GET /api/companies/:id': {
    target: 'company',
    own: '404: hotel; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/companies/:id/contractor_choices': {
    target: 'company',
    own: '404: hotel; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/companies/:id/subcontractor_choices': {
    target: 'company',
    own: '404: hotel; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/drivers': { target: 'none', own: '2xx: *' },
  'GET /api/events': { target: 'none', own: '2xx: *', stream: true },
  'POST /api/kilometer_course_ride_comments': {
    target: 'kilometerRide',
    inBody: { field: 'ride', resource: RESOURCES.kilometerRide },
    own: '404: transport podwykonawca kierowca hotel flota; 422: *',
    missing: '404: *',
  },
  'GET /api/kilometer_course_rides/:id/comments': {
    target: 'kilometerRide',
    own: '404: transport podwykonawca kierowca hotel flota; 2xx: *',
    missing: '404: *',
  },
  'GET /api/kilometer_course_rides/:id/messages': {
    target: 'kilometerRide',
    own: '404: transport podwykonawca kierowca hotel flota; 403: pasazer; 2xx: *',
    missing: '404: *',
  },
  'POST /api/kilometer_courses': { target: 'none', own: '422: pasazer; 403: *' },
  // The matrix sends no query: whoever passes the role check gets 400 for the missing period.
  'GET /api/kilometer_courses/report': {
    target: 'none',
    own: '400: admin dyspozytor transport.nadrzedny pasazer ksiegowa; 403: *',
  },
  'GET /api/kilometer_courses/:id': {
    target: 'kilometerCourse',
    own: '404: transport podwykonawca kierowca hotel flota; 2xx: *',
    missing: '404: *',
  },
  'PUT /api/kilometer_courses/:id': {
    target: 'kilometerCourse',
    // Only its creator or driver edits a kilometer relation (the passenger's ride here is no longer fixable).
    own: '404: transport podwykonawca kierowca hotel flota; 409: pasazer; 403: *',
    missing: '404: *',
  },
  'GET /api/kilometer_course_rides': { target: 'none', own: '2xx: *' },
  // The kilometer settlement (issue 11): the employee reports, the company accepts, the accountant settles.
  'GET /api/kilometer_course_rides/:id/settlement': {
    target: 'kilometerRide',
    own: '404: transport podwykonawca kierowca hotel flota; 2xx: *',
    missing: '404: *',
  },
  'PUT /api/kilometer_course_rides/:id/report': {
    target: 'kilometerRide',
    own: '404: transport podwykonawca kierowca hotel flota; 422: pasazer; 403: *',
    missing: '404: *',
  },
  'POST /api/kilometer_course_rides/:id/inconsistency': {
    target: 'kilometerRide',
    own: '422: firma dyspozytor.zewnetrzny; 404: transport podwykonawca kierowca hotel flota; 403: *',
    missing: '404: *',
  },
  'POST /api/kilometer_course_rides/:id/accept_for_settlement': {
    target: 'kilometerRide',
    own: '409: firma dyspozytor.zewnetrzny; 404: transport podwykonawca kierowca hotel flota; 403: *',
    missing: '404: *',
  },
  'POST /api/kilometer_course_rides/:id/cancel_acceptance': {
    target: 'kilometerRide',
    own: '2xx: firma; 409: dyspozytor.zewnetrzny; 404: transport podwykonawca kierowca hotel flota; 403: *',
    missing: '404: *',
  },
  'POST /api/kilometer_course_rides/:id/settle': {
    target: 'kilometerRide',
    own: '404: transport podwykonawca kierowca hotel flota; 409: ksiegowa; 403: *',
    missing: '404: *',
  },
  'POST /api/kilometer_course_rides/:id/cancel_settlement': {
    target: 'kilometerRide',
    own: '404: transport podwykonawca kierowca hotel flota; 409: ksiegowa; 403: *',
    missing: '404: *',
  },
  'POST /api/kilometer_course_rides/:id/cancel': {
    target: 'kilometerRide',
    own: '403: admin dyspozytor transport.nadrzedny ksiegowa; 2xx: firma; 409: dyspozytor.zewnetrzny pasazer; 404: *',
    missing: '404: *',
  },
  'GET /api/kilometer_settlements': { target: 'none', own: '2xx: pasazer ksiegowa; 403: *' },
  'POST /api/kilometer_settlements/settle': { target: 'none', own: '422: ksiegowa; 403: *' },
  'GET /api/localities': { target: 'none', own: '2xx: *' },
  'GET /api/locomotives': { target: 'none', own: '2xx: *' },
  'POST /api/locomotives': { target: 'none', own: '403: kierowca ksiegowa hotel flota; 422: *' },
  'GET /api/locomotives/:id': {
    target: 'locomotive',
    own: '404: podwykonawca kierowca ksiegowa hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'PUT /api/locomotives/:id': {
    target: 'locomotive',
    own: '404: podwykonawca kierowca ksiegowa hotel flota; 422: *',
    foreign: '422: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'GET /api/login_as': { target: 'none', own: '400: admin; 403: *' },
  'GET /api/passengers': { target: 'none', own: '2xx: *' },
  'POST /api/ride_comments': {
    target: 'taxiRide',
    inBody: { field: 'ride', resource: RESOURCES.taxiRide },
    own: '403: kierowca pasazer; 404: hotel flota; 422: *',
    foreign: '422: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'DELETE /api/ride_comments/:id': {
    target: 'comment',
    own: '2xx: admin; 403: *',
    foreign: '2xx: admin; 403: *',
    missing: '404: admin; 403: *',
  },
  'GET /api/segments': { target: 'none', own: '400: *' },
  'GET /api/starting_bases': { target: 'none', own: '2xx: *' },
  'POST /api/taxi_course_ride_comments': {
    target: 'taxiRide',
    inBody: { field: 'ride', resource: RESOURCES.taxiRide },
    own: '403: kierowca pasazer; 404: hotel flota; 422: *',
    foreign: '422: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_ride_ratings': {
    target: 'taxiRide',
    inBody: { field: 'ride', resource: RESOURCES.taxiRide },
    own: '422: pasazer; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/taxi_course_rides': { target: 'none', own: '2xx: *' },
  'GET /api/taxi_course_rides/:companyId/:firstPlaceDate': {
    target: 'companyDay',
    own: '2xx: admin dyspozytor firma dyspozytor.zewnetrzny; 404: transport transport.nadrzedny podwykonawca; 403: *',
    foreign: '2xx: admin dyspozytor; 403: *',
    missing: '403: kierowca pasazer ksiegowa hotel flota; 404: *',
  },
  'PUT /api/taxi_course_rides/:id': {
    target: 'taxiRide',
    own: '403: firma dyspozytor.zewnetrzny pasazer ksiegowa; 404: hotel flota; 422: *',
    foreign: '422: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/accept': {
    target: 'freshTaxiRide',
    own: '409: transport podwykonawca; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/cancel': {
    target: 'freshTaxiRide',
    own: '403: transport podwykonawca kierowca pasazer ksiegowa; 404: hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/cancel_during_realization': {
    target: 'freshTaxiRide',
    own: '409: transport transport.nadrzedny podwykonawca; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/taxi_course_rides/:id/comments': {
    target: 'taxiRide',
    own: '403: kierowca pasazer; 404: hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/decline': {
    target: 'freshTaxiRide',
    own: '409: transport podwykonawca; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/extract': {
    target: 'freshTaxiRide',
    own: '409: admin dyspozytor transport podwykonawca; 404: hotel flota; 403: *',
    foreign: '409: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/taxi_course_rides/:id/messages': {
    target: 'taxiRide',
    own: '403: kierowca pasazer; 404: hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/taxi_course_rides/:id/ratings': {
    target: 'taxiRide',
    own: '404: hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/restore': {
    target: 'freshTaxiRide',
    own: '403: transport podwykonawca kierowca pasazer ksiegowa; 404: hotel flota; 409: *',
    foreign: '409: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  'PUT /api/taxi_course_rides/:id/starting_base': {
    target: 'taxiRide',
    own: '422: admin dyspozytor transport.nadrzedny; 404: hotel flota; 403: *',
    foreign: '422: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  'PUT /api/taxi_course_rides/:id/status': {
    target: 'taxiRide',
    // Only managers and the superior contractor set a status by hand: the rest are refused before the body.
    own: '422: admin dyspozytor transport.nadrzedny; 404: hotel flota; 403: *',
    foreign: '422: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/transfer': {
    target: 'freshTaxiRide',
    own: '422: admin dyspozytor transport podwykonawca; 404: hotel flota; 403: *',
    foreign: '422: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_courses': { target: 'none', own: '403: kierowca pasazer ksiegowa hotel flota; 422: *' },
  // Issue 35: a series asks what one course asks (canCreateTaxiCourse, then the body).
  'POST /api/taxi_course_series': {
    target: 'none',
    own: '403: kierowca pasazer ksiegowa hotel flota; 422: *',
  },
  // Issue 35: 'Ten i wszystkie następne' asks what the single cancel asks, on the ride asked first.
  'POST /api/taxi_course_rides/:id/cancel_following': {
    target: 'freshTaxiRide',
    own: '403: transport podwykonawca kierowca pasazer ksiegowa; 404: hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  // Whoever sees the course sees the series' courses they see (the course read's own rule).
  'GET /api/taxi_courses/:id/series': {
    target: 'taxiCourse',
    own: '404: hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'DELETE /api/taxi_courses/:id': {
    target: 'freshTaxiCourse',
    own: '2xx: admin dyspozytor; 403: *',
    foreign: '2xx: admin dyspozytor; 403: *',
    missing: '404: admin dyspozytor; 403: *',
  },
  'GET /api/taxi_courses/:id': {
    target: 'taxiCourse',
    own: '404: hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'PUT /api/taxi_courses/:id': {
    target: 'taxiCourse',
    own: '403: kierowca pasazer ksiegowa; 404: hotel flota; 422: *',
    foreign: '422: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  // 'Ten i wszystkie następne' (row 860): the single PUT's checks for the course asked for.
  'PUT /api/taxi_courses/:id/following': {
    target: 'taxiCourse',
    own: '403: kierowca pasazer ksiegowa; 404: hotel flota; 422: *',
    foreign: '422: admin dyspozytor; 403: ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/taxi_courses/:id/settlement': {
    target: 'taxiCourse',
    own: '2xx: firma dyspozytor.zewnetrzny transport podwykonawca; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'PUT /api/taxi_courses/:id/settlement': {
    target: 'taxiCourse',
    own: '428: transport podwykonawca; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/forward_settlement': {
    target: 'freshTaxiRide',
    own: '409: transport; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/accept_settlement': {
    target: 'freshTaxiRide',
    own: '409: firma dyspozytor.zewnetrzny; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/report_inconsistency': {
    target: 'freshTaxiRide',
    own: '422: firma dyspozytor.zewnetrzny; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'POST /api/taxi_course_rides/:id/cancel_settlement_acceptance': {
    target: 'freshTaxiRide',
    own: '409: firma dyspozytor.zewnetrzny; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  'GET /api/users': { target: 'none', own: '403: kierowca pasazer ksiegowa hotel flota; 2xx: *' },
  'PUT /api/users/:id': {
    target: 'user',
    own: '428: *',
    foreign: '428: admin; 404: firma transport transport.nadrzedny podwykonawca; 403: *',
    missing: '404: admin firma transport transport.nadrzedny podwykonawca; 403: *',
  },
  'GET /api/users/me': { target: 'none', own: '2xx: *' },
  'POST /api/waypoints/:id/achieved': {
    target: 'waypoint',
    own: '409: kierowca; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  // Finanse (courses.md §2, §7): the finance paths outside /api are closed all the same.
  'POST /financial_report/courses': { target: 'none', own: '422: transport; 403: *' },
  'POST /financial_report/courses/xls': { target: 'none', own: '422: transport; 403: *' },
  'GET /statistics/all-costs-from-accepted-and-finished-courses': {
    target: 'none',
    own: '2xx: firma; 403: *',
  },
  'GET /api/company_transport_costs': { target: 'none', own: '2xx: firma; 403: *' },
  'PUT /api/company_transport_costs/:id': {
    target: 'companyTransportCost',
    own: '422: firma; 403: *',
    foreign: '404: firma; 403: *',
    missing: '404: firma; 403: *',
  },
  'GET /api/defined_kilometers': {
    target: 'none',
    own: '2xx: admin firma transport transport.nadrzedny podwykonawca; 403: *',
  },
  'POST /api/defined_kilometers': {
    target: 'none',
    own: '422: admin firma transport transport.nadrzedny podwykonawca; 403: *',
  },
  'GET /api/defined_kilometers/:id': {
    target: 'definedKilometers',
    own: '2xx: admin firma transport transport.nadrzedny podwykonawca; 403: *',
    foreign: '2xx: admin; 404: firma transport transport.nadrzedny podwykonawca; 403: *',
    missing: '404: admin firma transport transport.nadrzedny podwykonawca; 403: *',
  },
  'PUT /api/defined_kilometers/:id': {
    target: 'definedKilometers',
    own: '422: admin transport transport.nadrzedny podwykonawca; 403: *',
    foreign: '422: admin; 404: transport transport.nadrzedny podwykonawca; 403: *',
    missing: '404: admin transport transport.nadrzedny podwykonawca; 403: *',
  },
  'GET /api/segment_route_details': {
    target: 'none',
    own: '422: admin firma transport transport.nadrzedny podwykonawca; 403: *',
  },
  'GET /api/missing_defined_kilometers': { target: 'none', own: '2xx: firma; 403: *' },
  // Companies administration (issue 12, part A).
  'POST /api/companies': { target: 'none', own: '422: admin dyspozytor; 403: *' },
  'PUT /api/companies/:id': {
    target: 'company',
    own: '422: admin dyspozytor; 403: *',
    foreign: '422: admin dyspozytor; 403: *',
    missing: '404: admin dyspozytor; 403: *',
  },
  'DELETE /api/companies/:id': {
    target: 'freshCompany',
    own: '2xx: admin dyspozytor; 403: *',
    missing: '404: admin dyspozytor; 403: *',
  },
  'GET /api/companies/:id/contractors': {
    target: 'company',
    own: '403: kierowca pasazer hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 403: *',
    missing: '404: *',
  },
  'GET /api/companies/:id/principals': {
    target: 'company',
    own: '403: kierowca pasazer hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 403: *',
    missing: '404: *',
  },
  'GET /api/companies/:id/link_candidates': {
    target: 'company',
    own: '403: kierowca pasazer hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor ksiegowa; 403: *',
    missing: '404: *',
  },
  'POST /api/company_contractors': {
    target: 'none',
    own: '403: dyspozytor.zewnetrzny kierowca pasazer ksiegowa hotel flota; 422: *',
  },
  'POST /api/company_principals': {
    target: 'none',
    own: '422: admin dyspozytor transport transport.nadrzedny podwykonawca; 403: *',
  },
  'DELETE /api/company_contractors/:id': {
    target: 'freshContractorLink',
    own: '403: dyspozytor.zewnetrzny kierowca pasazer flota; 404: ksiegowa hotel; 2xx: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'DELETE /api/company_principals/:id': {
    target: 'freshPrincipalLink',
    own: '403: firma dyspozytor.zewnetrzny kierowca pasazer flota; 404: ksiegowa hotel; 2xx: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'POST /api/company_contractors/:id/stakes': {
    target: 'freshContractorLink',
    own: '403: dyspozytor.zewnetrzny kierowca pasazer flota; 404: ksiegowa hotel; 422: *',
    foreign: '422: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'POST /api/company_principals/:id/stakes': {
    target: 'freshPrincipalLink',
    own: '403: firma dyspozytor.zewnetrzny kierowca pasazer flota; 404: ksiegowa hotel; 422: *',
    foreign: '422: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  // Consent (issue 29, ADR 022): only the other side of a link, the payer of a stake, or a manager;
  // another account of a party's company learns it exists (403), anyone else gets 404.
  'POST /api/company_contractors/:id/confirm': {
    target: 'pendingContractorLink',
    own: '2xx: admin dyspozytor transport; 403: kierowca flota; 404: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'POST /api/company_principals/:id/confirm': {
    target: 'pendingPrincipalLink',
    own: '2xx: admin dyspozytor firma; 403: dyspozytor.zewnetrzny pasazer; 404: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'POST /api/stakes/:id/confirm': {
    target: 'pendingStake',
    own: '2xx: admin dyspozytor firma; 403: dyspozytor.zewnetrzny pasazer; 404: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  // Part B of issue 12 (employee groups and passengers): groups are the head of company's own, and an
  // admin's of any railway company (row 660); passengers are the Pasażerowie roles', each within the
  // companies it may employ for (§6).
  'GET /api/employee_groups': { target: 'none', own: '2xx: admin firma; 403: *' },
  'POST /api/employee_groups': { target: 'none', own: '422: admin firma; 403: *' },
  'GET /api/employee_groups/:id': {
    target: 'employeeGroup',
    own: '2xx: admin firma; 403: *',
    foreign: '2xx: admin; 404: firma; 403: *',
    missing: '404: admin firma; 403: *',
  },
  'PUT /api/employee_groups/:id': {
    target: 'employeeGroup',
    own: '428: admin firma; 403: *',
    foreign: '428: admin; 404: firma; 403: *',
    missing: '404: admin firma; 403: *',
  },
  'DELETE /api/employee_groups/:id': {
    target: 'employeeGroup',
    own: '2xx: admin firma; 403: *',
    foreign: '2xx: admin; 404: firma; 403: *',
    missing: '404: admin firma; 403: *',
  },
  'POST /api/passengers': { target: 'none', own: '403: kierowca pasazer ksiegowa hotel flota; 422: *' },
  'GET /api/passengers/:id': {
    target: 'passenger',
    own: '404: podwykonawca; 403: kierowca pasazer ksiegowa hotel flota; 2xx: *',
    foreign: '2xx: admin dyspozytor; 403: kierowca pasazer ksiegowa hotel flota; 404: *',
    missing: '403: kierowca pasazer ksiegowa hotel flota; 404: *',
  },
  'PUT /api/passengers/:id': {
    target: 'passenger',
    own: '404: podwykonawca; 403: kierowca pasazer ksiegowa hotel flota; 422: *',
    foreign: '422: admin dyspozytor; 403: kierowca pasazer ksiegowa hotel flota; 404: *',
    missing: '403: kierowca pasazer ksiegowa hotel flota; 404: *',
  },
  'DELETE /api/passengers/:id': {
    target: 'passenger',
    own: '2xx: admin dyspozytor firma transport transport.nadrzedny; 404: podwykonawca; 403: *',
    foreign: '2xx: admin dyspozytor; 404: firma transport transport.nadrzedny podwykonawca; 403: *',
    missing: '403: dyspozytor.zewnetrzny kierowca pasazer ksiegowa hotel flota; 404: *',
  },
  // Drivers and absences (issue 12, part C): 'Kierowcy' and 'Urlopy' for managers and transport
  // companies; a transport company writes its own drivers (the own driver of the others is Taxi Trans').
  'GET /api/drivers/:id': {
    target: 'driver',
    own: '404: pasazer ksiegowa hotel; 2xx: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'POST /api/drivers': {
    target: 'none',
    own: '422: admin dyspozytor transport transport.nadrzedny podwykonawca; 403: *',
  },
  'PUT /api/drivers/:id': {
    target: 'driver',
    own: '403: firma dyspozytor.zewnetrzny kierowca flota; 404: pasazer ksiegowa hotel; 422: *',
    foreign: '422: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'DELETE /api/drivers/:id': {
    target: 'driver',
    own: '403: firma dyspozytor.zewnetrzny kierowca flota; 404: pasazer ksiegowa hotel; 2xx: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'GET /api/driver_absences': {
    target: 'none',
    own: '2xx: admin dyspozytor transport transport.nadrzedny podwykonawca; 403: *',
  },
  'POST /api/driver_absences': {
    target: 'none',
    own: '422: admin dyspozytor transport transport.nadrzedny podwykonawca; 403: *',
  },
  'DELETE /api/driver_absences/:id': {
    target: 'driverAbsence',
    own: '2xx: admin dyspozytor transport transport.nadrzedny podwykonawca; 403: *',
    foreign: '2xx: admin dyspozytor; 404: transport transport.nadrzedny podwykonawca; 403: *',
    missing: '404: admin dyspozytor transport transport.nadrzedny podwykonawca; 403: *',
  },
  // Users administration (issue 12, part D): decision 2's roles, each inside its company.
  'POST /api/users': {
    target: 'none',
    own: '422: admin firma transport transport.nadrzedny podwykonawca; 403: *',
  },
  'GET /api/users/:id': {
    target: 'user',
    own: '2xx: *',
    foreign: '2xx: admin; 404: firma transport transport.nadrzedny podwykonawca; 403: *',
    missing: '404: admin firma transport transport.nadrzedny podwykonawca; 403: *',
  },
  'DELETE /api/users/:id': {
    target: 'freshUser',
    own: '2xx: admin firma transport transport.nadrzedny podwykonawca; 403: *',
    foreign: '2xx: admin; 404: firma transport transport.nadrzedny podwykonawca; 403: *',
    missing: '404: admin firma transport transport.nadrzedny podwykonawca; 403: *',
  },
  // Own settings (issue 13, part S): everybody, on their own phones only (another user's is a 404).
  'POST /api/user_phones': { target: 'none', own: '422: *' },
  'PUT /api/user_phones/:id': { target: 'ownPhone', own: '422: *', foreign: '404: *', missing: '404: *' },
  'DELETE /api/user_phones/:id': { target: 'ownPhone', own: '428: *', foreign: '404: *', missing: '404: *' },
  // Places, hotels and the map editor (issue 13, part P): every signed-in user may reverse-geocode
  // (the own home place page is everyone's); without lat/lng every login gets the same 400.
  'GET /api/geocode/reverse': { target: 'none', own: '400: *' },
  // Starting bases and accommodations (issue 13, part B): row 250's rule, each inside its company.
  'POST /api/starting_bases': {
    target: 'none',
    own: '422: admin dyspozytor transport transport.nadrzedny podwykonawca; 403: *',
  },
  'GET /api/starting_bases/:id': {
    target: 'startingBase',
    own: '404: ksiegowa hotel; 2xx: *',
    foreign: '2xx: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'PUT /api/starting_bases/:id': {
    target: 'startingBase',
    own: '403: firma dyspozytor.zewnetrzny kierowca pasazer flota; 404: ksiegowa hotel; 428: *',
    foreign: '428: admin dyspozytor; 404: *',
    missing: '404: *',
  },
  'GET /api/accommodations': { target: 'none', own: '2xx: admin hotel; 403: *' },
  'POST /api/accommodations': { target: 'none', own: '422: admin; 403: *' },
  'GET /api/accommodations/:id': {
    target: 'accommodation',
    own: '2xx: admin hotel; 403: *',
    foreign: '2xx: admin; 404: hotel; 403: *',
    missing: '404: admin hotel; 403: *',
  },
  'POST /api/accommodations/:id/confirm': {
    target: 'accommodation',
    own: '2xx: admin hotel; 403: *',
    foreign: '2xx: admin; 404: hotel; 403: *',
    missing: '404: admin hotel; 403: *',
  },
  'POST /api/accommodations/:id/cancel': {
    target: 'accommodation',
    own: '2xx: admin hotel; 403: *',
    foreign: '2xx: admin; 404: hotel; 403: *',
    missing: '404: admin hotel; 403: *',
  },
  // Security audit log (issue 14): administrators read it; no route writes it (the routes test proves
  // POST/PUT/PATCH/DELETE answer 404/405).
  'GET /api/security_audit_logs': { target: 'none', own: '2xx: admin; 403: *' },
  // 'Pierwsze kroki' (issue 31): administrators set up an installation; everyone else 403.
  'GET /api/first_steps': { target: 'none', own: '2xx: admin; 403: *' },
  // Fleet reports (issue 16, part reports): ROLE_FLEET of a company only, always its own company.
  'GET /api/driver_reports': { target: 'none', own: '2xx: flota; 403: *' },
  'GET /api/driver_reports/export.xlsx': { target: 'none', own: '2xx: flota; 403: *' },
  'GET /api/subcontractor_reports': { target: 'none', own: '2xx: flota; 403: *' },
  'GET /api/subcontractor_reports/export.xlsx': { target: 'none', own: '2xx: flota; 403: *' },
  // Fuel (issue 16, part fuel): ROLE_FLEET users of a company (flota) only; the import's `{}` is not
  // multipart (400) once the role passed.
  'GET /api/fuel_companies': { target: 'none', own: '2xx: flota; 403: *' },
  'GET /api/fuel_cards': { target: 'none', own: '2xx: flota; 403: *' },
  'POST /api/fuel_cards': { target: 'none', own: '422: flota; 403: *' },
  'GET /api/transactions': { target: 'none', own: '2xx: flota; 403: *' },
  'POST /api/transactions/import': { target: 'none', own: '400: flota; 403: *' },
  // Cars, brands and transfer protocols (issue 16, part cars): fleet users and transport companies
  // manage their own company's cars; brands are written by heads of company and fleet users.
  'GET /api/cars': {
    target: 'none',
    own: '2xx: admin transport transport.nadrzedny podwykonawca flota; 403: *',
  },
  'GET /api/cars/mine': { target: 'none', own: '2xx: *' },
  'GET /api/cars/:id': {
    target: 'car',
    own: '2xx: admin transport flota; 404: *',
    foreign: '2xx: admin; 404: *',
    missing: '404: *',
  },
  'POST /api/cars': {
    target: 'none',
    own: '422: admin transport transport.nadrzedny podwykonawca flota; 403: *',
  },
  'PUT /api/cars/:id': {
    target: 'car',
    own: '422: admin transport flota; 404: *',
    foreign: '422: admin; 404: *',
    missing: '404: *',
  },
  'DELETE /api/cars/:id': {
    target: 'car',
    own: '2xx: admin transport flota; 404: *',
    foreign: '2xx: admin; 404: *',
    missing: '404: *',
  },
  'GET /api/brands': {
    target: 'none',
    own: '403: dyspozytor dyspozytor.zewnetrzny kierowca pasazer ksiegowa hotel; 2xx: *',
  },
  'GET /api/brands/:id': {
    target: 'brand',
    own: '403: dyspozytor dyspozytor.zewnetrzny kierowca pasazer ksiegowa hotel; 2xx: *',
    foreign: '2xx: admin; 404: firma transport transport.nadrzedny podwykonawca flota; 403: *',
    missing: '403: dyspozytor dyspozytor.zewnetrzny kierowca pasazer ksiegowa hotel; 404: *',
  },
  'POST /api/brands': { target: 'none', own: '422: admin firma flota; 403: *' },
  'PUT /api/brands/:id': {
    target: 'brand',
    own: '422: admin firma flota; 403: *',
    foreign: '422: admin; 404: firma flota; 403: *',
    missing: '404: admin firma flota; 403: *',
  },
  'GET /api/transfer_protocols': { target: 'none', own: '2xx: *' },
  'GET /api/transfer_protocols/:id': {
    target: 'transferProtocol',
    own: '2xx: admin transport kierowca flota; 404: *',
    foreign: '2xx: admin; 404: *',
    missing: '404: *',
  },
  'POST /api/transfer_protocols': {
    target: 'car',
    own: '422: admin transport flota; 404: *',
    foreign: '422: admin; 404: *',
    missing: '404: *',
    inBody: { field: 'car', resource: RESOURCES.car },
  },
  'PUT /api/transfer_protocols/:id': {
    target: 'transferProtocol',
    // Only the protocol's creator (flota made the fixture's) edits it while it waits.
    own: '403: admin transport kierowca; 422: flota; 404: *',
    foreign: '403: admin; 404: *',
    missing: '404: *',
  },
  'PUT /api/transfer_protocols/:id/accept': {
    target: 'transferProtocol',
    own: '403: admin transport flota; 422: kierowca; 404: *',
    foreign: '403: admin; 404: *',
    missing: '404: *',
  },
  'PUT /api/transfer_protocols/:id/validate': {
    target: 'transferProtocol',
    own: '422: admin flota; 403: transport kierowca; 404: *',
    foreign: '422: admin; 404: *',
    missing: '404: *',
  },
  // The passenger-change register (issue 17, part pchanges): readers hold ROLE_PASSENGER_CHANGE.
  'GET /api/passenger_changes': { target: 'none', own: '2xx: dyspozytor firma; 403: *' },
  'GET /api/passenger_changes/:id': {
    target: 'passengerChange',
    own: '2xx: dyspozytor firma; 403: *',
    foreign: '2xx: dyspozytor; 404: firma; 403: *',
    missing: '404: dyspozytor firma; 403: *',
  },
  'PUT /api/passenger_changes/:id': {
    target: 'passengerChange',
    own: '422: dyspozytor firma; 403: *',
    foreign: '422: dyspozytor; 404: firma; 403: *',
    missing: '404: dyspozytor firma; 403: *',
  },
  // Issue 17, part push (web push notifications): the VAPID public key for every signed-in user.
  'GET /api/push/config': { target: 'none', own: '2xx: *' },
  // Issue 34: one's own push devices; another user's (any tenant) is as unknown as a missing one.
  'GET /api/push/devices': { target: 'none', own: '2xx: *' },
  'DELETE /api/push/devices/:id': {
    target: 'ownPushDevice',
    own: '2xx: *',
    foreign: '404: *',
    missing: '404: *',
  },
  // Issue 35 part 4 (rows 788-793): one's own calendar link, for a driver or a passenger only; no id
  // is taken, so no other user's link can be named.
  'GET /api/calendar_feed': { target: 'none', own: '2xx: kierowca pasazer; 403: *' },
  'POST /api/calendar_feed': { target: 'none', own: '2xx: kierowca pasazer; 403: *' },
  'DELETE /api/calendar_feed': { target: 'none', own: '2xx: kierowca pasazer; 403: *' },
  // Issue 35: one's own scheduled reports; the body names no user, so nothing else can be reached.
  'GET /api/report_subscriptions': { target: 'none', own: '2xx: *' },
  'PUT /api/report_subscriptions': { target: 'none', own: '422: *' },
  // Invoices (issue 17, part invoices): ROLE_INVOICE with ROLE_TRANSPORT_COMPANY, the seller's own only.
  'GET /api/invoices': { target: 'none', own: '2xx: transport; 403: *' },
  'POST /api/invoices': { target: 'none', own: '422: transport; 403: *' },
  'GET /api/invoice_candidates': { target: 'none', own: '2xx: transport; 403: *' },
  'GET /api/invoices/:id': {
    target: 'invoice',
    own: '2xx: transport; 403: *',
    foreign: '404: transport; 403: *',
    missing: '404: transport; 403: *',
  },
  'PUT /api/invoices/:id': {
    target: 'invoice',
    own: '428: transport; 403: *',
    foreign: '404: transport; 403: *',
    missing: '404: transport; 403: *',
  },
  'GET /api/invoices/courses_export/:id': {
    target: 'invoice',
    own: '2xx: transport; 403: *',
    foreign: '404: transport; 403: *',
    missing: '404: transport; 403: *',
  },
  'GET /api/invoices/:id/pdf': {
    target: 'invoice',
    own: '2xx: transport; 403: *',
    foreign: '404: transport; 403: *',
    missing: '404: transport; 403: *',
  },
  // Employee requests (issue 17, part requests; docs/spec-decisions.md rows 530-549): admin sees all,
  // firma watches PKP Intercity's (ROLE_EMPLOYEE_REQUEST), pasazer raised the own request.
  'GET /api/employee_requests': { target: 'none', own: '2xx: admin firma pasazer; 403: *' },
  'GET /api/employee_requests/:id': {
    target: 'employeeRequest',
    own: '2xx: admin firma pasazer; 404: *',
    foreign: '2xx: admin; 404: *',
    missing: '404: *',
  },
  'POST /api/employee_requests': { target: 'none', own: '422: pasazer; 403: *' },
  'POST /api/employee_request_messages': {
    target: 'employeeRequest',
    own: '422: admin firma pasazer; 404: *',
    foreign: '422: admin; 404: *',
    missing: '404: *',
    inBody: { field: 'employeeRequest', resource: RESOURCES.employeeRequest },
  },
  'POST /api/employee_request/:id/view': {
    target: 'employeeRequest',
    own: '2xx: admin firma pasazer; 404: *',
    foreign: '2xx: admin; 404: *',
    missing: '404: *',
  },
  'PUT /api/employee_requests/:id': {
    target: 'employeeRequest',
    own: '422: admin firma pasazer; 404: *',
    foreign: '422: admin; 404: *',
    missing: '404: *',
  },
  // Issue 35: a passenger's own tracking link (pasazer rides on the matrix's ride); others who see the
  // course 403, who do not 404 (canAskTrackingLink after visibleRide).
  'GET /api/taxi_course_rides/:id/tracking_link': {
    target: 'taxiRide',
    own: '2xx: pasazer; 404: hotel flota; 403: *',
    foreign: '403: admin dyspozytor ksiegowa; 404: *',
    missing: '404: *',
  },
  // Issue 35: the map of cars in progress, to managers and transport companies (canSeeCourseMap); each
  // sees the courses of its own list (course-map.test.ts).
  'GET /api/course_positions/latest': {
    target: 'none',
    own: '2xx: admin dyspozytor transport transport.nadrzedny podwykonawca; 403: *',
  },
};
