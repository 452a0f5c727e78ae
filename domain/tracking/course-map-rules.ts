/**
 * The map of cars in progress on the course list (issue 35 part 1, rows 823-826): how often it asks,
 * and its texts. Who sees it is `canSeeCourseMap` (domain/courses/visibility.ts); the cars shown are
 * the courses the list shows the caller (`courseVisibility`), never another rule.
 */

/** The map asks for the latest positions this often while it is shown. */
export const COURSE_MAP_REFRESH_MS = 10_000;

/** The map's texts; the toggle's 'Widok kursów', 'Lista', 'Mapa' live in its own (eagerly loaded) file. */
export const COURSE_MAP_TEXTS = {
  mapLabel: 'Mapa samochodów w trasie',
  carList: 'Samochody w trasie',
  empty: 'Żaden samochód nie jest teraz w trasie.',
  noPosition: 'brak położenia',
  positionAt: 'położenie z',
} as const;
