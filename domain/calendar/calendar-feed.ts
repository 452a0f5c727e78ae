/**
 * The calendar feed of one's own rides (issue 35 part 4, docs/spec-decisions.md rows 788-793): who may
 * have one, which rides it carries, and the Polish texts of the 'Kalendarz' settings page.
 */
import { hasAnyRole, type HasRoles } from '../auth/roles';

/** A feed carries the rides that start from this many days ago on, and every later one (row 789). */
export const CALENDAR_FEED_DAYS_BACK = 30;
/** At most this many rides, the earliest first: more would be a bug or a calendar nobody reads. */
export const CALENDAR_FEED_MAX_EVENTS = 500;

export const CALENDAR_FEED_TEXTS = {
  title: 'Kalendarz',
  menuDescription: 'Twoje przejazdy w kalendarzu telefonu',
  intro:
    'Prywatny link, który dodasz w kalendarzu telefonu (Google, Apple, Outlook), aby widzieć w nim swoje przejazdy.',
  none: 'Nie masz jeszcze linku do kalendarza.',
  create: 'Utwórz link do kalendarza',
  rotate: 'Wygeneruj nowy link',
  revoke: 'Wyłącz',
  copy: 'Kopiuj link',
  copied: 'Skopiowano link',
  copyFailed: 'Nie udało się skopiować linku',
  urlLabel: 'Link do kalendarza',
  urlOnce: 'Skopiuj link teraz: ze względów bezpieczeństwa pokazujemy go tylko raz.',
  activeSince: 'Link działa od',
  hiddenUrl: 'Aby dodać kalendarz na innym urządzeniu, wygeneruj nowy link (poprzedni przestanie działać).',
  rotateHint: 'Nowy link zastąpi dotychczasowy, który przestanie działać.',
  created: 'Utworzono link do kalendarza',
  revoked: 'Wyłączono link do kalendarza',
  ownOnly: 'Link do kalendarza ma tylko kierowca lub pasażer, na własnym koncie',
  calendarName: 'Kursownik – moje przejazdy',
} as const;

/**
 * Whether the caller may have a feed: a driver or a passenger (administration.md roles), signed in as
 * themself; someone previewing the account gets none (the link would be theirs to keep).
 */
export function canManageCalendarFeed(caller: HasRoles & { impersonator?: unknown }): boolean {
  return hasAnyRole(caller, ['ROLE_DRIVER', 'ROLE_PASSENGER']) && !caller.impersonator;
}

/** The earliest start a feed written at `now` carries. */
export function calendarFeedFrom(now: Date): Date {
  return new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * 24 * 3_600_000);
}
