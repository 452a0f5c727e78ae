/**
 * Recurring courses (issue 35 part 2): the series create and a course's series, as the server answers
 * them (`domain/contract/course-series.schema.ts`).
 */
import { http, HttpResponse } from 'msw';
import { hydraError } from './handlers';
import type {
  CourseSeries,
  SeriesCourse,
  TaxiCourseSeriesCreated,
} from '../domain/contract/course-series.schema';
import type { SeriesCancelResult, SeriesEditResult } from '../domain/contract/series-following.schema';

export function buildSeriesCourse(
  id: number,
  date: string,
  overrides: Partial<SeriesCourse> = {},
): SeriesCourse {
  return {
    '@id': `/api/taxi_courses/${id}`,
    id,
    date,
    rides: [{ id: id * 10, number: `PI/${String(id).padStart(4, '0')}/12/2026`, status: 'planning' }],
    ...overrides,
  };
}

/** `POST /api/taxi_course_series`: records each body sent; answers `answer`. */
export function seriesCreateHandler(
  sent: unknown[],
  answer: Omit<TaxiCourseSeriesCreated, '@context' | '@id' | '@type'>,
) {
  return http.post('*/api/taxi_course_series', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(
      {
        '@context': '/api/contexts/TaxiCourseSeries',
        '@id': `/api/taxi_course_series/${answer.id}`,
        '@type': 'TaxiCourseSeries',
        ...answer,
      } satisfies TaxiCourseSeriesCreated,
      { status: 201 },
    );
  });
}

/** `GET /api/taxi_courses/{id}/series`. */
export function courseSeriesHandler(answer: CourseSeries) {
  return http.get('*/api/taxi_courses/:id/series', () => HttpResponse.json(answer));
}

/** `POST {ride @id}/cancel_following`: records the ride ids; answers `answer` (or a refusal). */
export function seriesCancelHandler(
  calls: string[],
  answer: SeriesCancelResult | { status: number; message: string },
) {
  return http.post('*/api/taxi_course_rides/:id/cancel_following', ({ params }) => {
    calls.push(String(params.id));
    if ('status' in answer) return hydraError(answer.status, answer.message);
    return HttpResponse.json(answer);
  });
}

/** `PUT /api/taxi_courses/{id}/following`: records each call's id and If-Match; answers `answer`. */
export function seriesEditHandler(calls: { id: string; ifMatch: string | null }[], answer: SeriesEditResult) {
  return http.put('*/api/taxi_courses/:id/following', ({ params, request }) => {
    calls.push({ id: String(params.id), ifMatch: request.headers.get('If-Match') });
    return HttpResponse.json(answer);
  });
}
