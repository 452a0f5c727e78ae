import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildWriteApp } from '../../test/course-writes/write-app.support';

/**
 * Bad list parameters answer their own Polish 400 (never the generic message) through the real app,
 * signed in with a real login, for the list and its spreadsheet.
 */
describe('bad course list parameters through the real app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildWriteApp();
  });
  afterAll(() => app.close());

  it.each([
    ['page=abc', 'page'],
    ['itemsPerPage=-1', 'itemsPerPage'],
    ['dateStartAfter=2026-13-01', 'dateStartAfter'],
    ['rideStatus[]=lost', 'rideStatus'],
  ])('answers %s with its Polish 400, on the list and the xlsx', async (query, parameter) => {
    for (const path of ['/api/abstract_courses', '/api/abstract_courses/export.xlsx']) {
      const response = await app.inject({
        method: 'GET',
        url: `${path}?${query}`,
        headers: await as(app, 'dyspozytor'),
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json<Record<string, string>>()['hydra:description']).toContain(
        `Nieprawidłowa wartość parametru ${parameter}`,
      );
    }
  });
});
