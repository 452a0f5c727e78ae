// Runs in the 'time-zone' Vitest project (TZ=America/New_York): a new course is dated with the Polish day.
import { describe, expect, it } from 'vitest';
import { newTaxiCourseDraft } from './course-defaults';

describe('newTaxiCourseDraft outside Poland', () => {
  it('dates both stops with the day in Poland, already the 8th while New York has the 7th', () => {
    const now = new Date('2024-03-07T23:30:00Z');
    expect(now.getDate()).toBe(7);
    const stops = newTaxiCourseDraft(now).rides[0]?.waypoints ?? [];
    expect(stops.map((stop) => stop.date)).toEqual(['2024-03-08', '2024-03-08']);
  });

  it('still has the 7th in the last hour of the Polish day', () => {
    const stops = newTaxiCourseDraft(new Date('2024-03-07T22:59:00Z')).rides[0]?.waypoints ?? [];
    expect(stops.map((stop) => stop.date)).toEqual(['2024-03-07', '2024-03-07']);
  });
});
