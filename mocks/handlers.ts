import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { buildCourse, hydraCollection } from './courses';
import { buildFirstSteps, firstStepsHandler } from './first-steps';
import { buildSettlement } from './kilometer-settlement';
import { pushDeviceHandlers } from './push-devices';
import { calendarFeedHandlers } from './calendar-feed';
import { buildReportSubscriptions, reportSubscriptionHandlers } from './report-subscriptions';
import { buildTokenPair } from './tokens';
import { buildUser } from './users';

export const hydraError = (status: number, description: string) =>
  HttpResponse.json(
    {
      '@context': '/api/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': description,
    },
    { status },
  );

export const violationsError = (violations: { propertyPath: string; message: string }[]) =>
  HttpResponse.json(
    {
      '@context': '/api/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': 'An error occurred',
      'hydra:description': violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'),
      violations,
    },
    { status: 422 },
  );

const userUpdateSchema = z.object({
  firstname: z.string().optional(),
  surname: z.string().optional(),
  email: z.string().optional(),
});

/** Default happy-path handlers; tests override one with `server.use(...)`. */
export const handlers = [
  http.post('*/api/login_check', () => HttpResponse.json(buildTokenPair())),
  http.post('*/api/token/refresh', () => HttpResponse.json(buildTokenPair())),
  http.post('*/api/token/invalidate', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/users/me', () => HttpResponse.json(buildUser())),
  http.put('*/api/users/:id', async ({ params, request }) => {
    const fields = userUpdateSchema.parse(await request.json());
    return HttpResponse.json(buildUser({ id: Number(params.id), ...fields }));
  }),
  http.post('*/api/users/reset-password-request', () => HttpResponse.json({}, { status: 202 })),
  http.post('*/api/users/reset-password', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/abstract_courses', () => HttpResponse.json(hydraCollection([buildCourse()]))),
  // An administrator's course list asks for 'Pierwsze kroki': the demo's answer, everything done.
  firstStepsHandler(buildFirstSteps(true)),
  http.get('*/api/:rides/:id/messages', () => HttpResponse.json(hydraCollection([]))),
  // Recently used places of a traveller (the place fields before anything is typed): none by default.
  http.get('*/api/segments', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/:rides/:id/comments', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/taxi_course_rides/:id/ratings', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/kilometer_course_rides/:id/settlement', ({ params }) =>
    HttpResponse.json(buildSettlement({ rideId: Number(params.id) })),
  ),
  // No browser receives push notices yet ('Powiadomienia' in the settings).
  ...pushDeviceHandlers([]),
  // No calendar link yet ('Kalendarz' in the settings).
  ...calendarFeedHandlers(),
  ...reportSubscriptionHandlers(buildReportSubscriptions()),
];
