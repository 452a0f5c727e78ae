/** Google is unreachable in tests: this stands in for Directions (12.345 km, 14 min, every leg). */
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { seedDemoCourses } from '../seed/courses';
import { seedDemo } from '../seed/demo';
import { createTestApp } from './factories.support';

export const fakeDirections = () =>
  vi.fn(async (url: string) => ({
    ok: url.startsWith('https://maps.googleapis.com/maps/api/directions/json'),
    json: async () => ({
      status: 'OK',
      routes: [{ legs: [{ distance: { value: 12_345 }, duration: { value: 840 } }] }],
    }),
  }));

/** A demo-seeded app with a Google key whose global fetch is `fetchFake`; `vi.unstubAllGlobals()` after. */
export async function demoAppWithGoogle(
  fetchFake: ReturnType<typeof fakeDirections>,
): Promise<FastifyInstance> {
  vi.stubGlobal('fetch', fetchFake);
  const app = await createTestApp({ googleMapsApiKey: 'test-key' });
  await app.ready();
  await seedDemo(app.db);
  await seedDemoCourses(app.db);
  return app;
}
