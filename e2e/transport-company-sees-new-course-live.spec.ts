import { expect, test, type APIRequestContext, type Page } from './support/test';
import {
  COURSE_STATUS_COLUMN_LABELS,
  columnForAcceptor,
  columnForCourse,
  type CourseStatusColumn,
} from '../domain/courses/status-columns';
import { expectAccessibleScreen } from './support/axe';
import { signInAndLand } from './support/session';

interface ListCourse {
  contractor: { id: number; name: string } | null;
  rides: {
    company: { id: number; name: string } | null;
    segments: {
      employees: { id: number }[];
      waypointStart: { place: { id: number } | null };
      waypointEnd: { place: { id: number } | null };
    }[];
  }[];
}

interface SavedCourse {
  id: number;
  rides: { id: number; number: string; status: string; startsAt: string | null }[];
}

/** The dispatcher's API session: tokens taken from the app after a UI login, then rotated by the test. */
class DispatcherApi {
  constructor(
    private readonly request: APIRequestContext,
    private refreshToken: string,
  ) {}

  /** Access tokens live 6 s in the journeys: spend the refresh token for a fresh one before each call. */
  async headers(): Promise<Record<string, string>> {
    const response = await this.request.post('/api/token/refresh', {
      data: { refresh_token: this.refreshToken },
    });
    expect(response.status()).toBe(200);
    const pair = (await response.json()) as { token: string; refresh_token: string };
    this.refreshToken = pair.refresh_token;
    return { Authorization: `Bearer ${pair.token}`, Accept: 'application/ld+json' };
  }
}

async function dispatcherApi(page: Page, request: APIRequestContext): Promise<DispatcherApi> {
  await signInAndLand(page, 'dyspozytor');
  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  if (!refreshToken) throw new Error('no refresh token after login');
  // The page would rotate the same refresh token: from now on only the test uses it.
  await page.goto('about:blank');
  return new DispatcherApi(request, refreshToken);
}

/** IRIs for a PKP Intercity course executed by Taxi Trans Warszawa, read from the dispatcher's list. */
async function courseIris(request: APIRequestContext, api: DispatcherApi) {
  const response = await request.get('/api/abstract_courses?itemsPerPage=100', {
    headers: await api.headers(),
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { 'hydra:member': ListCourse[] };
  const courses = body['hydra:member'];
  const intercity = courses
    .flatMap((course) => course.rides)
    .find((ride) => ride.company?.name === 'PKP Intercity');
  const taxiTrans = courses.find((course) => course.contractor?.name === 'Taxi Trans Warszawa')?.contractor;
  const segment = intercity?.segments.find((candidate) => candidate.employees.length > 0);
  const placeIds = [
    ...new Set(
      courses.flatMap((course) =>
        course.rides.flatMap((ride) =>
          ride.segments.flatMap((each) => [each.waypointStart.place?.id, each.waypointEnd.place?.id]),
        ),
      ),
    ),
  ].filter((id): id is number => id !== undefined);
  const [from, via, to] = placeIds;
  if (!intercity?.company || !taxiTrans || !segment || !from || !via || !to) {
    throw new Error('demo courses missing');
  }
  return {
    company: `/api/companies/${intercity.company.id}`,
    contractor: `/api/companies/${taxiTrans.id}`,
    passengers: segment.employees.map((employee) => `/api/passengers/${employee.id}`),
    from: `/api/abstract_places/${from}`,
    via: `/api/abstract_places/${via}`,
    to: `/api/abstract_places/${to}`,
  };
}

type Iris = Awaited<ReturnType<typeof courseIris>>;

function taxiCourse(iris: Iris, number: string, status: string, rideId?: number) {
  return {
    company: iris.company,
    contractor: iris.contractor,
    subcontractor: null,
    driver: null,
    driverPhoneNumber: '',
    rides: [
      {
        ...(rideId === undefined ? {} : { id: `/api/taxi_course_rides/${rideId}` }),
        number,
        status,
        fromStartingBase: null,
        toStartingBase: null,
        waypoints: [
          {
            place: iris.from,
            date: '2030-03-07',
            time: '08:00',
            passengers: iris.passengers,
            locomotives: [],
          },
          // Three stops: a one-segment ride would need a starting base, which no endpoint lists.
          {
            place: iris.via,
            date: '2030-03-07',
            time: '08:40',
            passengers: iris.passengers,
            locomotives: [],
          },
          { place: iris.to, date: '2030-03-07', time: '09:30', passengers: [], locomotives: [] },
        ],
      },
    ],
  };
}

/** The column in the list of Taxi Trans Warszawa, which accepts the course (row 648). */
const columnOf = (course: SavedCourse): CourseStatusColumn => {
  const rides = course.rides.map((ride) => ({ status: ride.status, startsAt: ride.startsAt }));
  return columnForAcceptor(columnForCourse({ rides }), rides, true);
};

test('a transport company sees a course the dispatcher creates and changes, live, without reloading', async ({
  browser,
  request,
}) => {
  const transportContext = await browser.newContext();
  const dispatcherContext = await browser.newContext();
  const transport = await transportContext.newPage();
  const dispatcherPage = await dispatcherContext.newPage();

  await signInAndLand(transport, 'transport');
  await expect(transport.getByRole('region', { name: 'W trakcie realizacji' })).toBeVisible();
  // Survives only as long as the document does: proves the list was never reloaded.
  await transport.evaluate(() => Object.assign(window, { liveMarker: true }));

  const api = await dispatcherApi(dispatcherPage, request);
  const iris = await courseIris(request, api);
  const suffix = String(Date.now()).slice(-6);
  const number = `LIVE/${suffix}`;

  const created = await request.post('/api/taxi_courses', {
    headers: await api.headers(),
    data: taxiCourse(iris, number, 'planning'),
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = (await created.json()) as SavedCourse;
  const createdAt = Date.now();

  const createdColumn = transport.getByRole('region', {
    name: COURSE_STATUS_COLUMN_LABELS[columnOf(course)],
  });
  await expect(createdColumn.getByText(number, { exact: true })).toBeVisible({ timeout: 2000 });
  expect(Date.now() - createdAt).toBeLessThan(2000);

  const renamed = `LIVE/${suffix}-B`;
  const rideId = course.rides[0]?.id;
  const updated = await request.put(`/api/taxi_courses/${course.id}`, {
    headers: { ...(await api.headers()), 'If-Match': 'W/"1"' },
    data: taxiCourse(iris, renamed, 'accepted_by_transport_company', rideId),
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const changed = (await updated.json()) as SavedCourse;

  const changedColumn = transport.getByRole('region', {
    name: COURSE_STATUS_COLUMN_LABELS[columnOf(changed)],
  });
  await expect(changedColumn.getByText(renamed, { exact: true })).toBeVisible({ timeout: 2000 });
  await expect(transport.getByText(number, { exact: true })).toHaveCount(0);
  expect(await transport.evaluate(() => 'liveMarker' in window)).toBe(true);
  await expectAccessibleScreen(transport, 'course-list-live-update');

  await transportContext.close();
  await dispatcherContext.close();
});
