import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalCalendar, utcStamp } from './ical';
import type { IcalEvent } from './ical';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a longer line into lines of at most 75 octets, continuations starting with a space', () => {
    const line = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBe(3);
    for (const part of folded) expect(bytes(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('counts Polish letters as two octets and never cuts one in half', () => {
    const line = `LOCATION:${'ł'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(bytes(part)).toBeLessThanOrEqual(75);
    // 'LOCATION:' is 9 octets, so 33 two-octet letters fill 75 and the 34th moves on.
    expect(folded[0]).toBe(`LOCATION:${'ł'.repeat(33)}`);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('icalCalendar', () => {
  const event: IcalEvent = {
    uid: 'ride-7@kursownik.test',
    sequence: 3,
    start: new Date('2026-12-08T05:30:00Z'),
    end: new Date('2026-12-08T07:00:00Z'),
    lastModified: new Date('2026-12-07T10:00:00.123Z'),
    summary: 'Przejazd 7/2026: Kraków → Tarnów',
    location: 'Kraków Główny, ul. Pawia 5a',
    description: 'Trasa:\n1. Kraków',
    cancelled: false,
  };
  const text = icalCalendar({ name: 'Kursownik', now: new Date('2026-12-07T09:00:00Z'), events: [event] });

  it('writes CRLF lines, one VEVENT with its times in UTC, and ends with CRLF', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('\r\nDTSTART:20261208T053000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261207T090000Z\r\n');
    expect(text).toContain('\r\nLAST-MODIFIED:20261207T100000Z\r\n');
    expect(text).toContain('\r\nSEQUENCE:3\r\n');
    expect(text).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(text).toContain('\r\nLOCATION:Kraków Główny\\, ul. Pawia 5a\r\n');
    expect(text).toContain('\r\nDESCRIPTION:Trasa:\\n1. Kraków\r\n');
  });

  it('marks a cancelled ride CANCELLED under the same UID', () => {
    const cancelled = icalCalendar({
      name: 'Kursownik',
      now: new Date(),
      events: [{ ...event, cancelled: true }],
    });
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelled).toContain('\r\nUID:ride-7@kursownik.test\r\n');
  });

  it('formats a UTC stamp without separators or milliseconds', () => {
    expect(utcStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
