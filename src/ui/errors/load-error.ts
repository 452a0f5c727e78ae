/**
 * §8's message of a read that failed. Its own module so the query gate, the company picker and the
 * pages' own alerts do not pull the whole ResourceList into their chunks for one string.
 */
export const LOAD_ERROR = 'Wystąpił błąd podczas ładowania';
