import { describe, expect, it } from 'vitest';
import { formatTimeDate } from '@domain/dates';
import { defaultStartAfter, EMPTY_FILTERS } from '@/features/courses/utils/course-filters';
import { filterChips } from '@/features/courses/components/filter-chips';
import { addedLabel } from '@/features/courses/components/drawers/course-general-info';
import { stopDateTime } from '@/features/driver-link/components/course-stops';
import { fallbackFileName } from '@/features/reports/components/report-generator-dialog';

// Runs with TZ=America/New_York (vite.config.ts 'time-zone'): each instant below is on another day
// in New York than in Warsaw, so a display that slips back to the browser's clock fails here. The
// ESLint fence in eslint.config.js keeps raw local formatting out of src/ in the first place.
const lateEvening = '2026-07-01T22:30:00Z';

describe('times shown in Polish time whatever the browser zone (issue 13)', () => {
  it('the course card and drawer "Dodano" / "Utworzono" line', () => {
    expect(new Date(lateEvening).getHours()).toBe(18);
    expect(addedLabel(lateEvening, 'Ewa')).toBe('02.07.2026 00:30 przez Ewa');
  });

  it('comments and ride messages', () => {
    expect(formatTimeDate(lateEvening)).toBe('00:30 02.07.2026');
  });

  it('the driver link page', () => {
    expect(stopDateTime(lateEvening)).toBe('00:30 02.07.2026');
  });

  it('the course filter chips and the default "Od" day', () => {
    const labels = filterChips({
      ...EMPTY_FILTERS,
      dateStartAfter: '2026-07-02',
      dateStartBefore: '2026-07-09',
    }).map((chip) => chip.label);
    expect(labels).toEqual(['Od: 02.07.2026', 'Do: 09.07.2026']);
    // 00:30 on 2 July in Warsaw is still 1 July in New York: three Polish days back is 29 June.
    expect(defaultStartAfter(new Date(lateEvening))).toBe('2026-06-29');
  });

  it('the report file name stamp', () => {
    expect(fallbackFileName('raport', 'pdf', new Date(lateEvening))).toBe('raport-2026-07-02_00-30.pdf');
  });
});
