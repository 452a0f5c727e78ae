import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides a reset token in the query and a calendar token in the path', () => {
    expect(redactUrl('/api/users/reset-password?token=abc&x=1')).toBe(
      '/api/users/reset-password?token=[REDACTED]&x=1',
    );
    expect(redactUrl('/api/calendar/AbC_-123.ics?x=1')).toBe('/api/calendar/[REDACTED]?x=1');
    expect(redactUrl('/api/calendar_feed')).toBe('/api/calendar_feed');
  });

  it("hides the driver's and the passenger's link tokens in every public token route", () => {
    expect(redactUrl('/api/course-info/s3cr3t')).toBe('/api/course-info/[REDACTED]');
    expect(redactUrl('/api/course-info/start/s3cr3t')).toBe('/api/course-info/start/[REDACTED]');
    expect(redactUrl('/api/course-info/segment-achieved/s3cr3t/17')).toBe(
      '/api/course-info/segment-achieved/[REDACTED]/17',
    );
    expect(redactUrl('/api/course-info/reply/s3cr3t/4/1')).toBe('/api/course-info/reply/[REDACTED]/4/1');
    expect(redactUrl('/api/course-info/position/s3cr3t')).toBe('/api/course-info/position/[REDACTED]');
    expect(redactUrl('/api/tracking/12-7-abcdef')).toBe('/api/tracking/[REDACTED]');
    // Routes without a token keep their path.
    expect(redactUrl('/api/abstract_courses?page=2')).toBe('/api/abstract_courses?page=2');
    expect(redactUrl('/api/taxi_course_rides/5/tracking_link')).toBe(
      '/api/taxi_course_rides/5/tracking_link',
    );
  });
});
