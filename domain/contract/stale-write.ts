/**
 * The answer to a stale write (ADR 003): 412 for a stale If-Match, 409 for a stale body `version`, both
 * with this text. One place for the server's message and the SPA's test of it: a 409 also answers
 * refused state changes ('Tej operacji nie można wykonać...'), so the text tells the two apart.
 */
export const STALE_WRITE_MESSAGE =
  'Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.';

/** Whether an error answer says someone else saved a newer version. */
export const isStaleWrite = (status: number, description: string | undefined) =>
  status === 412 || (status === 409 && description === STALE_WRITE_MESSAGE);
