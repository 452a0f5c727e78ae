import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from './course-messages';
import { stopOrderIssues } from './course-form.rules';

describe('stopOrderIssues (row 138)', () => {
  const at = (date: string, time: string) => ({ date, time });
  it('refuses a stop earlier than the one before it, on its time', () => {
    expect(stopOrderIssues([at('2030-03-07', '10:00'), at('2030-03-07', '08:00')])).toEqual([
      { path: ['waypoints', 1, 'time'], message: COURSE_MESSAGES.stopBeforePrevious },
    ]);
    expect(stopOrderIssues([at('2030-03-07', '23:30'), at('2030-03-06', '23:45')])).toHaveLength(1);
  });

  it('allows equal times, the next day and stops without a time yet', () => {
    expect(stopOrderIssues([at('2030-03-07', '10:00'), at('2030-03-07', '10:00')])).toEqual([]);
    expect(stopOrderIssues([at('2030-03-07', '23:30'), at('2030-03-08', '00:15')])).toEqual([]);
    expect(
      stopOrderIssues([
        at('2030-03-07', '10:00'),
        { date: '2030-03-07', time: '' },
        at('2030-03-07', '11:00'),
      ]),
    ).toEqual([]);
  });
});
