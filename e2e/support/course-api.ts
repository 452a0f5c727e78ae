import { expect, type APIRequestContext } from '@playwright/test';

interface Member {
  contractor: { id: number; name: string } | null;
  rides: {
    company: { id: number; name: string };
    segments: {
      employees: { id: number }[];
      waypointStart: { place: { id: number } | null };
      waypointEnd: { place: { id: number } | null };
    }[];
  }[];
}

/**
 * A fresh access token straight from the login call, for API set-up steps that outlast the short
 * token life of the e2e server. Signs in again when the token is about to expire.
 */
export function apiSession(request: APIRequestContext, username: string, password = 'kursownik123') {
  let token = '';
  let expiresAt = 0;
  return async (): Promise<string> => {
    if (Date.now() < expiresAt - 2000) return token;
    const response = await request.post('/api/login_check', { data: { username, password } });
    expect(response.status()).toBe(200);
    token = ((await response.json()) as { token: string }).token;
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
    };
    expiresAt = payload.exp * 1000;
    return token;
  };
}

/**
 * IRIs for a new PKP Intercity course executed by Taxi Trans Warszawa, read from the demo courses the
 * signed-in dispatcher sees (the API is the only way in; tests never reach into the database).
 */
export async function courseIris(request: APIRequestContext, token: string) {
  const response = await request.get('/api/abstract_courses?itemsPerPage=100&includeCancelledCourses=true', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const members = ((await response.json()) as { 'hydra:member': Member[] })['hydra:member'];
  const template = members.find(
    (course) =>
      course.contractor?.name === 'Taxi Trans Warszawa' &&
      course.rides[0]?.company.name === 'PKP Intercity' &&
      (course.rides[0]?.segments[0]?.employees.length ?? 0) > 0,
  );
  const ride = template?.rides[0];
  const segment = ride?.segments[0];
  const places = members
    .flatMap((course) => course.rides.flatMap((r) => r.segments.map((s) => s.waypointStart.place?.id)))
    .filter((id): id is number => id !== undefined);
  if (!template?.contractor || !ride || !segment || places.length < 3)
    throw new Error('demo courses missing');
  return {
    company: `/api/companies/${ride.company.id}`,
    contractor: `/api/companies/${template.contractor.id}`,
    passengers: segment.employees.map((employee) => `/api/passengers/${employee.id}`),
    places: [...new Set(places)].slice(0, 3).map((id) => `/api/abstract_places/${id}`),
  };
}

type Iris = Awaited<ReturnType<typeof courseIris>>;

/** A two-segment taxi course (no starting base needed), planned on `date`. */
export function taxiCourse(iris: Iris, number: string, date: string) {
  const stop = (index: number, time: string) => ({
    place: iris.places[index] ?? null,
    date,
    time,
    passengers: index < 2 ? iris.passengers : [],
    locomotives: [],
  });
  return {
    company: iris.company,
    contractor: iris.contractor,
    subcontractor: null,
    driver: null,
    driverPhoneNumber: '',
    rides: [
      { number, status: 'planning', waypoints: [stop(0, '08:00'), stop(1, '09:00'), stop(2, '10:30')] },
    ],
  };
}

export async function createTaxiCourse(request: APIRequestContext, token: string, body: object) {
  const response = await request.post('/api/taxi_courses', {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/ld+json' },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; '@id': string; version?: number };
}
