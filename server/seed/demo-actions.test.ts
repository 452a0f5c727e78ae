import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRideAction } from '../../domain/rides/ride-transitions';
import { as, buildWriteApp } from '../test/course-writes/write-app.support';

interface ListedCourse {
  '@id': string;
  companyId?: number;
  contractor: { id: number } | null;
  subcontractor: { id: number } | null;
  driver: { '@id': string } | null;
  rides: { id: number; status: string; startsAt: string | null; company: { id: number } }[];
}

/** Every demo login sees, through its own list, rides in the states it acts on (issue 8, demo data). */
describe('demo data gives each login something to act on', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildWriteApp();
  });
  afterAll(() => app.close());

  const listOf = async (username: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/abstract_courses?itemsPerPage=100',
      headers: await as(app, username),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ 'hydra:member': ListedCourse[] }>()['hydra:member'];
  };
  const statuses = async (username: string) =>
    (await listOf(username)).flatMap((course) => course.rides.map((ride) => ride.status));

  it('gives the transport company a ride to accept and one without a driver', async () => {
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: await as(app, 'transport') });
    const companyId = me.json<{ company: { id: number } }>().company.id;
    const own = (await listOf('transport')).filter(
      (course) => course.contractor?.id === companyId && course.subcontractor === null,
    );
    const rides = own.flatMap((course) => course.rides.map((ride) => ({ course, ride })));
    const user = { id: me.json<{ id: number }>().id, roles: ['ROLE_TRANSPORT_COMPANY'], companyId };
    const acceptable = rides.filter(({ course, ride }) =>
      canRideAction(
        user,
        {
          companyId: ride.company.id,
          contractorId: companyId,
          subcontractorId: null,
          driverId: null,
          rides: course.rides,
          driverStartAt: null,
          driverEndAt: null,
          driverDistance: null,
          contractorSmsNotification: true,
          invoiced: false,
        },
        { status: ride.status, startsAt: ride.startsAt, hasStartingBase: true },
        'accept',
        { superiorOf: [], now: new Date() },
      ),
    );
    expect(acceptable.length).toBeGreaterThan(0);
    expect(
      own.some(
        (course) =>
          course.driver === null &&
          course.rides.some((ride) => ride.status === 'accepted_by_transport_company'),
      ),
    ).toBe(true);
  });

  it('gives the subcontractor a ride to accept and the driver one to answer', async () => {
    expect(await statuses('podwykonawca')).toContain('waiting_for_transport_company_acceptance');
    expect(await statuses('kierowca')).toContain('waiting_for_driver_acceptance');
  });

  it('gives the passenger a finished ride and the railway company a course of two rides', async () => {
    expect(await statuses('pasazer')).toContain('finished');
    expect((await listOf('firma')).some((course) => course.rides.length === 2)).toBe(true);
  });
});
