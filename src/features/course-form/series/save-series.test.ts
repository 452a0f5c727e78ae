import { describe, expect, it } from 'vitest';
import { buildSeriesCourse, seriesCreateHandler } from '@mocks/course-series';
import { server } from '@mocks/server';
import { createTestQueryClient } from '@/test/render';
import type { TaxiCourseFormData } from '@domain/courses/course-form.schema';
import { saveSeries } from './save-series';

const course = { company: '/api/companies/1', rides: [] } as unknown as TaxiCourseFormData;

describe('saveSeries', () => {
  it('sends the course with its rule and names the skipped days', async () => {
    const sent: unknown[] = [];
    server.use(
      seriesCreateHandler(sent, {
        id: 3,
        courses: [buildSeriesCourse(1, '2026-12-07'), buildSeriesCourse(2, '2026-12-11')],
        skipped: [{ date: '2026-12-09', reason: 'driverAbsent' }],
      }),
    );
    const saved = await saveSeries(createTestQueryClient(), course, {
      weekdays: ['Pn', 'Śr', 'Pt'],
      until: null,
      weeks: 1,
    });
    expect(saved).toEqual({
      ok: true,
      notice: 'Utworzono 2 kursy serii. Pominięte dni: 09.12.2026 (kierowca na urlopie)',
    });
    expect(sent).toEqual([{ ...course, repeat: { weekdays: ['Pn', 'Śr', 'Pt'], until: null, weeks: 1 } }]);
  });

  it('refuses a rule without weekdays before sending', async () => {
    const saved = await saveSeries(createTestQueryClient(), course, { weekdays: [], until: null, weeks: 2 });
    expect(saved).toEqual({ ok: false, message: 'Wybierz co najmniej jeden dzień tygodnia' });
  });
});
