/**
 * Where the API answers: under /api, and the two finance families the spec names without it
 * (courses.md §7: `financial_report/courses`, `statistics/all-costs-from-accepted-and-finished-courses`).
 * Every path here is closed by `denyByDefault` and never falls back to the SPA; the dev proxy
 * (vite.config.ts) forwards the same prefixes.
 */
export const API_PATH_PREFIXES = ['/api', '/financial_report', '/statistics'] as const;

/** Example: isApiPath('/financial_report/courses') === true; isApiPath('/finances') === false */
export function isApiPath(path: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
