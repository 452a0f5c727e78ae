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
});
