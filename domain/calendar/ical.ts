/**
 * A minimal iCalendar (RFC 5545) writer for the calendar feed (issue 35 part 4, spec-decisions rows
 * 788-793): CRLF line ends, lines folded at 75 octets (UTF-8, never inside a character), TEXT values
 * escaped, times written in UTC (`...Z`) so no VTIMEZONE block is needed.
 */

export interface IcalEvent {
  /** Stays the same for the life of the ride, cancelled or not, so calendars update the event. */
  uid: string;
  /** Grows with every change of the ride; calendars replace the event when it grows. */
  sequence: number;
  start: Date;
  end: Date;
  lastModified: Date;
  summary: string;
  location?: string;
  description?: string;
  cancelled: boolean;
}

export interface IcalCalendar {
  name: string;
  /** DTSTAMP of every event: when the feed was written. */
  now: Date;
  events: readonly IcalEvent[];
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash first, then `;` `,` and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line (RFC 5545 §3.1): at most 75 octets a line, each continuation starting with
 * a space that counts in its 75. Cuts between code points, so 'ł' (two octets) is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = octets(char);
    if (size + charSize > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** 20261207T094500Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: IcalEvent, now: Date): string[] {
  const optional = (name: string, value: string | undefined) =>
    value ? [`${name}:${escapeText(value)}`] : [];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...optional('LOCATION', event.location),
    ...optional('DESCRIPTION', event.description),
    'END:VEVENT',
  ];
}

/** The whole `text/calendar` body, ending with CRLF. */
export function icalCalendar(calendar: IcalCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kursownik//Kalendarz przejazdow//PL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
