/**
 * The longest text a list filter or search term may be (names and IRIs are far shorter): the server
 * refuses a longer one with a 400 before anything looks at it, and the SPA's search fields stop there.
 */
export const QUERY_TEXT_MAX_LENGTH = 200;
