import { isApiPath } from '../../server/http/api-paths';

/** What a page reported that a journey did not expect: a CSP violation, an uncaught error or a console.error. */
export interface BrowserProblem {
  kind: 'csp' | 'pageerror' | 'console';
  text: string;
  /** The page (or, for console lines, the script) the problem came from. */
  url: string;
}

/**
 * Chromium logs every HTTP answer of 400 or above as a console error. A 4xx from the API (its paths in
 * server/http/api-paths.ts: a 401 before a token refresh, the refusals whose Polish messages journeys
 * assert) is an answer the SPA handles, not a browser error (docs/spec-decisions.md row 331). A 4xx of
 * anything else (a script, an icon) and every 5xx or network failure stays a problem.
 */
export function isApiRefusal(problem: BrowserProblem): boolean {
  if (problem.kind !== 'console') return false;
  if (!/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(problem.text))
    return false;
  try {
    return isApiPath(new URL(problem.url).pathname);
  } catch {
    return false;
  }
}

/** CSP violations are never allowed; other problems when a pattern the journey gave matches their text. */
export function isAllowed(problem: BrowserProblem, allowed: readonly RegExp[]): boolean {
  if (problem.kind === 'csp') return false;
  if (isApiRefusal(problem)) return true;
  return allowed.some((pattern) => pattern.test(problem.text));
}

/** One line per problem (repeats counted), short enough to read in a test report. */
export function describeProblems(problems: readonly BrowserProblem[]): string {
  const counts = new Map<string, number>();
  for (const problem of problems) {
    const line = `[${problem.kind}] ${firstLines(problem.text)} (at ${problem.url})`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, count]) => (count > 1 ? `${line} ×${count}` : line)).join('\n');
}

function firstLines(text: string): string {
  return text.split('\n').slice(0, 4).join('\n    ');
}
