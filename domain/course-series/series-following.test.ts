import { describe, expect, it } from 'vitest';
import type { SeriesCourse } from '../contract/course-series.schema';
import { followingSeriesRides, seriesCancelNotice, seriesCourseLabel } from './series-following';

const course = (id: number, date: string | null, rides = 1): SeriesCourse => ({
  '@id': `/api/taxi_courses/${id}`,
  id,
  date,
  rides: Array.from({ length: rides }, (_, index) => ({
    id: id * 10 + index,
    number: `PI/${id}/${index}`,
    status: 'planning',
  })),
});

describe('followingSeriesRides', () => {
  const series = [course(1, '2026-12-07', 2), course(2, '2026-12-09', 2), course(3, '2026-12-09', 1)];

  it('takes the courses after the one acted on, each with its ride at the same position', () => {
    expect(followingSeriesRides(series, 1, 1)).toEqual([
      { course: series[1], ride: series[1]?.rides[1] },
      { course: series[2], ride: null },
    ]);
    expect(followingSeriesRides(series, 2, 0)).toEqual([{ course: series[2], ride: series[2]?.rides[0] }]);
  });

  it('reaches nothing from the last course, an unknown one or one without a day', () => {
    expect(followingSeriesRides(series, 3, 0)).toEqual([]);
    expect(followingSeriesRides(series, 99, 0)).toEqual([]);
    expect(followingSeriesRides([course(4, null), course(5, '2026-12-10')], 4, 0)).toEqual([]);
    expect(followingSeriesRides([course(6, '2026-12-10'), course(7, null)], 6, 0)).toEqual([]);
  });
});

describe('seriesCancelNotice', () => {
  it('counts the cancelled courses and lists the others with why', () => {
    expect(seriesCancelNotice(1, [])).toBe('Anulowano 1 kurs serii.');
    expect(seriesCancelNotice(5, [])).toBe('Anulowano 5 kursów serii.');
    expect(
      seriesCancelNotice(3, [
        { number: 'PI/2', date: '2026-12-09', reason: 'brak uprawnień' },
        { number: null, date: '2026-12-11', reason: 'kurs nie ma tego przejazdu' },
      ]),
    ).toBe(
      'Anulowano 3 kursy serii. Nie anulowano: PI/2 (09.12.2026): brak uprawnień; kurs (11.12.2026): kurs nie ma tego przejazdu',
    );
    expect(seriesCourseLabel({ number: 'PI/2', date: null })).toBe('PI/2');
  });
});
