/**
 * The one IRI helper of both ends: every `@id` the server builds and every IRI the SPA or the server
 * reads back goes through `iri` and `iriId`, so a resource path is spelled in one place.
 */

import { z } from 'zod';

/** The API resource of each kind of object (administration.md §7, courses.md §7 paths). */
export const RESOURCES = {
  company: 'companies',
  driver: 'drivers',
  passenger: 'passengers',
  locomotive: 'locomotives',
  place: 'abstract_places',
  startingBase: 'starting_bases',
  taxiCourse: 'taxi_courses',
  kilometerCourse: 'kilometer_courses',
  taxiRide: 'taxi_course_rides',
  kilometerRide: 'kilometer_course_rides',
  waypoint: 'waypoints',
  user: 'users',
  userPhone: 'user_phones',
  rideComment: 'ride_comments',
  rideRating: 'taxi_course_ride_ratings',
  message: 'messages',
  locality: 'localities',
  definedKilometers: 'defined_kilometers',
  companyTransportCost: 'company_transport_costs',
  companyContractor: 'company_contractors',
  companyPrincipal: 'company_principals',
  employeeGroup: 'employee_groups',
  stake: 'stakes',
  driverAbsence: 'driver_absences',
  securityAuditLog: 'security_audit_logs',
  // Fleet (issue 16).
  car: 'cars',
  fuelCompany: 'fuel_companies',
  fuelCard: 'fuel_cards',
  transaction: 'transactions',
  transactionImport: 'transaction_imports',
  // Fleet: cars, brands and transfer protocols (issue 16, part cars).
  brand: 'brands',
  brandModel: 'brand_models',
  transferProtocol: 'transfer_protocols',
  // The passenger-change register (issue 17, part pchanges).
  passengerChange: 'passenger_changes',
  // Invoices (issue 17, part invoices).
  invoice: 'invoices',
  // Employee requests (issue 17, part requests).
  employeeRequest: 'employee_requests',
  employeeRequestMessage: 'employee_request_messages',
} as const;
export type Resource = (typeof RESOURCES)[keyof typeof RESOURCES];

/** `iri('users', 3)` -> `/api/users/3`. */
export function iri(resource: Resource, id: number | string): string {
  return `/api/${resource}/${typeof id === 'number' ? id : encodeURIComponent(id)}`;
}

/**
 * The largest PostgreSQL `integer`: the largest id a row can have (every table's id is a serial) and
 * the largest version a row can reach.
 */
export const MAX_ROW_ID = 2_147_483_647;

const patterns = new Map<string, RegExp>();
const patternOf = (resource: Resource) => {
  let pattern = patterns.get(resource);
  if (!pattern) {
    pattern = new RegExp(`^/api/${resource}/([1-9][0-9]{0,9})$`);
    patterns.set(resource, pattern);
  }
  return pattern;
};

/**
 * True for the IRI of one item of `resource`.
 * Example: isIri('/api/companies/3', 'companies') === true; isIri('/api/companies/0', 'companies') === false
 */
export function isIri(value: string, resource: Resource): boolean {
  return iriId(value, resource) !== null;
}

/**
 * The numeric id at the end of an IRI of `resource`, or null (also for an id no row can have, so a
 * query never sends PostgreSQL an out-of-range integer).
 * Example: iriId('/api/passengers/12', 'passengers') === 12; iriId('/api/users/12', 'passengers') === null
 */
export function iriId(value: string | null | undefined, resource: Resource): number | null {
  if (typeof value !== 'string') return null;
  const match = patternOf(resource).exec(value);
  const id = match?.[1] === undefined ? NaN : Number(match[1]);
  return Number.isSafeInteger(id) && id <= MAX_ROW_ID ? id : null;
}

/**
 * A body field naming one item of `resource` by IRI, read as its id; anything else is `message`.
 * Example: iriRef('starting_bases', 'Nieprawidłowa wartość').parse('/api/starting_bases/4') === 4
 */
export const iriRef = (resource: Resource, message: string) =>
  z
    .string({ error: message })
    .max(IRI_REF_MAX_LENGTH, message)
    .transform((value, ctx) => {
      const id = iriId(value, resource);
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** Longer than any IRI of ours ('/api/kilometer_course_rides/2147483647'); refused before any regex. */
const IRI_REF_MAX_LENGTH = 200;
