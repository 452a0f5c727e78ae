/**
 * §8's text for a read that failed (administration.md §8), in a module of its own so a gate can say it
 * without bringing the administration list's table and pagination into its chunk (the course list's
 * budget, issue 33).
 */
export const LOAD_ERROR = 'Wystąpił błąd podczas ładowania';
