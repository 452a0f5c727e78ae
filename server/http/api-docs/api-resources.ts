/**
 * The resource classes the API publishes (Hydra `ApiDocumentation`, JSON-LD contexts, the entrypoint):
 * each one's item schema comes from the wire contract (domain/contract), so the documentation cannot
 * say other than what the server sends. A class lists the route paths whose operations act on it.
 */
import type { z } from 'zod';
import { taxiCourseSeriesCreatedSchema } from '../../../domain/contract/course-series.schema';
import { companyItemSchema, locomotiveSchema } from '../../../domain/contract/company.schema';
import { courseInfoSchema } from '../../../domain/contract/course-info.schema';
import { calendarFeedSchema } from '../../../domain/contract/calendar-feed.schema';
import {
  carPositionSchema,
  trackingLinkSchema,
  trackingSchema,
} from '../../../domain/contract/tracking.schema';
import { courseSchema, rideSchema } from '../../../domain/contract/course.schema';
import { driverSchema, passengerSchema, userViewSchema } from '../../../domain/contract/people.schema';
import { localitySchema, placeSchema } from '../../../domain/contract/place.schema';
import {
  rideCommentSchema,
  rideMessageSchema,
  rideRatingSchema,
} from '../../../domain/contract/ride-talk.schema';
import { accommodationSchema } from '../../../domain/contract/accommodation.schema';
import { startingBaseMemberSchema } from '../../../domain/contract/starting-base.schema';
import { securityAuditLogSchema } from '../../../domain/contract/security-audit-log.schema';

export interface ApiResourceClass {
  /** The class name: the `@type` of its items and the name of its context (`/api/contexts/{type}`). */
  type: string;
  /** What the class is, in Polish (the documentation's `hydra:title`). */
  title: string;
  item: z.ZodObject;
  /** The GET collection the entrypoint links (`abstractCourse: /api/abstract_courses`). */
  collection?: string;
  /** Route paths (as registered) whose operations act on one item of the class. */
  paths: readonly string[];
  /** Other `@type`s its items carry (a place is a Place, Hotel, Home or WorkPlace). */
  aliases?: readonly string[];
}

const ridePaths = (kind: 'taxi' | 'kilometer') => [
  `/api/${kind}_course_rides/:id`,
  ...['accept', 'decline', 'cancel', 'cancel_during_realization', 'restore', 'status', 'transfer', 'extract']
    .concat('starting_base')
    .map((action) => `/api/${kind}_course_rides/:id/${action}`),
];

export const API_RESOURCES: readonly ApiResourceClass[] = [
  {
    type: 'AbstractCourse',
    title: 'Kurs (taksówkowy lub kilometrowy)',
    item: courseSchema,
    collection: '/api/abstract_courses',
    paths: ['/api/abstract_courses/:id'],
  },
  {
    type: 'TaxiCourse',
    title: 'Kurs taksówkowy',
    item: courseSchema,
    paths: ['/api/taxi_courses', '/api/taxi_courses/:id'],
  },
  {
    type: 'KilometerCourse',
    title: 'Kurs kilometrowy',
    item: courseSchema,
    paths: ['/api/kilometer_courses', '/api/kilometer_courses/:id'],
  },
  {
    type: 'TaxiCourseRide',
    title: 'Przejazd kursu taksówkowego',
    item: rideSchema,
    collection: '/api/taxi_course_rides',
    paths: ridePaths('taxi'),
  },
  {
    type: 'KilometerCourseRide',
    title: 'Przejazd kursu kilometrowego',
    item: rideSchema,
    collection: '/api/kilometer_course_rides',
    paths: ridePaths('kilometer'),
  },
  {
    type: 'AbstractPlace',
    title: 'Miejsce',
    item: placeSchema,
    collection: '/api/abstract_places',
    paths: ['/api/abstract_places', '/api/abstract_places/:id'],
    aliases: ['Place', 'Hotel', 'Home', 'WorkPlace'],
  },
  {
    type: 'Company',
    title: 'Firma',
    item: companyItemSchema,
    collection: '/api/companies',
    paths: ['/api/companies/:id'],
  },
  { type: 'Passenger', title: 'Pasażer', item: passengerSchema, collection: '/api/passengers', paths: [] },
  { type: 'Driver', title: 'Kierowca', item: driverSchema, collection: '/api/drivers', paths: [] },
  {
    type: 'User',
    title: 'Użytkownik',
    item: userViewSchema,
    collection: '/api/users',
    paths: ['/api/users/me', '/api/users/:id'],
  },
  {
    type: 'StartingBase',
    title: 'Baza startowa',
    item: startingBaseMemberSchema,
    collection: '/api/starting_bases',
    paths: ['/api/starting_bases', '/api/starting_bases/:id'],
  },
  {
    type: 'Accommodation',
    title: 'Nocleg',
    item: accommodationSchema,
    collection: '/api/accommodations',
    paths: [
      '/api/accommodations',
      '/api/accommodations/:id',
      '/api/accommodations/:id/confirm',
      '/api/accommodations/:id/cancel',
    ],
  },
  {
    type: 'SecurityAuditLog',
    title: 'Wpis dziennika bezpieczeństwa',
    item: securityAuditLogSchema,
    collection: '/api/security_audit_logs',
    paths: ['/api/security_audit_logs'],
  },
  {
    type: 'Locomotive',
    title: 'Lokomotywa',
    item: locomotiveSchema,
    collection: '/api/locomotives',
    paths: ['/api/locomotives', '/api/locomotives/:id'],
  },
  { type: 'Locality', title: 'Miejscowość', item: localitySchema, collection: '/api/localities', paths: [] },
  {
    type: 'RideComment',
    title: 'Komentarz do przejazdu',
    item: rideCommentSchema,
    paths: ['/api/ride_comments', '/api/ride_comments/:id'],
  },
  {
    type: 'TaxiCourseRideRating',
    title: 'Ocena przejazdu',
    item: rideRatingSchema,
    paths: ['/api/taxi_course_ride_ratings'],
  },
  {
    type: 'Message',
    title: 'Wiadomość SMS lub e-mail',
    item: rideMessageSchema,
    paths: [],
    aliases: ['SmsMessage', 'EmailMessage'],
  },
  {
    type: 'CourseInfo',
    title: 'Kurs w linku kierowcy',
    item: courseInfoSchema,
    paths: ['/api/course-info/:token'],
  },
  {
    type: 'CalendarFeed',
    title: 'Link do kalendarza',
    item: calendarFeedSchema,
    paths: ['/api/calendar_feed'],
  },
  {
    type: 'Tracking',
    title: 'Śledzenie samochodu przez pasażera',
    item: trackingSchema,
    paths: ['/api/tracking/:token'],
  },
  {
    type: 'TrackingLink',
    title: 'Link pasażera do śledzenia samochodu',
    item: trackingLinkSchema,
    paths: ['/api/taxi_course_rides/:id/tracking_link'],
  },
  {
    type: 'CoursePosition',
    title: 'Samochód kursu w trasie (mapa kursów)',
    item: carPositionSchema,
    paths: ['/api/course_positions/latest'],
  },
  {
    type: 'TaxiCourseSeries',
    title: 'Seria kursów',
    item: taxiCourseSeriesCreatedSchema,
    paths: ['/api/taxi_course_series'],
  },
];

/** `abstract_courses` -> `abstractCourse`: the entrypoint's key of a class. */
export const entrypointKey = (type: string) => type.charAt(0).toLowerCase() + type.slice(1);

/** The class a `@type` (or context name) belongs to. */
export function resourceClassOf(type: string): ApiResourceClass | undefined {
  return API_RESOURCES.find((resource) => resource.type === type || resource.aliases?.includes(type));
}
