/**
 * The only API routes a caller without a session may reach (`METHOD path`, HEAD counting as GET).
 * Every other route under /api is closed by `denyByDefault`: a new route needs a session unless it is
 * listed here, in this one visible place.
 */
export const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/health',
  // The published contract (API Platform's clients read it before signing in): entrypoint, docs, contexts.
  'GET /api',
  'GET /api/docs.json',
  'GET /api/docs.jsonld',
  'GET /api/contexts/:name',
  // Signing in, keeping and ending a session, and getting back in without a password.
  'POST /api/login_check',
  'POST /api/token/refresh',
  'POST /api/token/invalidate',
  'POST /api/users/reset-password-request',
  'POST /api/users/reset-password',
  // The driver's SMS link: the unguessable token in the path is the driver's credential (courses.md §9).
  'GET /api/course-info/:token',
  'POST /api/course-info/reply/:token/:rideId/:answer',
  'POST /api/course-info/start/:token',
  'POST /api/course-info/segment-achieved/:token/:waypointId',
  'POST /api/course-info/end/:token/:endedAt',
  'PUT /api/course-info/course-report/:token',
  // A calendar feed (rows 788-793): calendar apps send no bearer, the token in the path is the credential.
  'GET /api/calendar/:token',
  // Issue 35: the driver's phone shares the car's position through the same link, while the course runs.
  'POST /api/course-info/position/:token',
  // A passenger's tracking link: the HMAC token names one ride and one passenger (row 801).
  'GET /api/tracking/:token',
  // Browsers report Content-Security-Policy violations without the SPA's token (ADR 009); only logged.
  'POST /api/csp_reports',
]);

/** The key of a route in PUBLIC_API_ROUTES. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
