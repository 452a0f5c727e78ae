import { expect, type APIRequestContext } from '@playwright/test';
import { outboxDir } from '../../playwright.config';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './course-api';
import { outboxBodies } from './outbox';
import { tomorrowInWarsaw } from './ride-card';

/** The newest outbox message that carries a driver's link to the ride `number`. */
export function driverLinkFor(number: string, outbox = outboxDir): string | undefined {
  const body = outboxBodies(outbox)
    .filter((text) => text.includes(number) && text.includes('/kurs/'))
    .at(-1);
  return body ? /\/kurs\/[A-Za-z0-9_-]{43}/.exec(body)?.[0] : undefined;
}

/**
 * A three-stop course for tomorrow, ordered by the dispatcher with the demo driver ('kierowca') and
 * waiting for the driver's answer; answers its id and the driver's link as the SMS carries it (read
 * from `outbox`, the server's outbox directory).
 */
export async function courseForDemoDriver(
  request: APIRequestContext,
  number: string,
  outbox = outboxDir,
  /** The riders of the first two stops, when not the demo course's own. */
  passengers?: string[],
) {
  const dispatcher = apiSession(request, 'dyspozytor');
  const driverToken = await apiSession(request, 'kierowca')();
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${driverToken}` } });
  const userId = ((await me.json()) as { id: number }).id;
  const drivers = await request.get('/api/drivers?itemsPerPage=100', {
    headers: { Authorization: `Bearer ${await dispatcher()}` },
  });
  const driver = ((await drivers.json()) as { 'hydra:member': { '@id': string; userId: number }[] })[
    'hydra:member'
  ].find((member) => member.userId === userId);
  expect(driver, 'the demo driver').toBeDefined();

  const body = {
    ...taxiCourse(await courseIris(request, await dispatcher()), number, tomorrowInWarsaw()),
    driver: driver?.['@id'] ?? null,
  };
  const [ride] = body.rides;
  if (!ride) throw new Error('no ride');
  ride.status = 'waiting_for_driver_acceptance';
  if (passengers) for (const stop of ride.waypoints.slice(0, 2)) stop.passengers = passengers;
  const created = await createTaxiCourse(request, await dispatcher(), body);
  await expect.poll(() => driverLinkFor(number, outbox), { timeout: 10_000 }).toBeDefined();
  return { id: created.id, link: driverLinkFor(number, outbox) ?? '', dispatcher };
}
