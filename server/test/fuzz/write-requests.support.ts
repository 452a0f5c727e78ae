/**
 * The fuzzed request of one write route: who calls, the path ids, the query, an If-Match and the
 * body, each from its own arbitrary (the route's zod schemas where it declares them).
 */
import fc from 'fast-check';
import { z } from 'zod';
import type { ApiRoute } from '../../http/deny-by-default';
import { NASTY_PATH_SEGMENTS, RAW_PAYLOADS, nastyString, nastyValue } from './noise.support';
import { arbitraryOf, type Plausible } from './zod-arbitrary.support';

export interface FuzzRequest {
  login: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent (already JSON text, or a raw malformed payload); undefined for none. */
  payload: string | undefined;
}

/** Path parameter values worth trying on a route, by parameter name and login (own, foreign, missing). */
export type RealParams = (login: string) => Record<string, readonly string[]>;

/** Always a valid URI component: a lone surrogate becomes U+FFFD (raw bad bytes come from NASTY_PATH_SEGMENTS). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const component = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/** The fields of an object schema (`querySchema` pipes an object into its reader). */
function shapeOf(schema: unknown): Record<string, unknown> {
  let node = schema;
  while (node instanceof z.ZodPipe) node = node.in;
  return node instanceof z.ZodObject ? (node.shape as Record<string, unknown>) : {};
}

const IF_MATCH = ['W/"1"', '"1"', '1', '*', 'W/"abc"', 'W/"99999999999999999999"', 'W/"-1"', ''] as const;

export function requestArbitrary(
  route: ApiRoute,
  logins: readonly string[],
  realParams: RealParams,
  plausible: Plausible,
): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const paramShape = shapeOf(route.schema?.params);
  const declared = Object.keys(shapeOf(route.schema?.querystring));
  const queryKeys = [...declared, 'version', 'itemsPerPage'];
  const query = fc.dictionary(
    fc.constantFrom(...queryKeys),
    fc.oneof(nastyString, fc.array(nastyString, { minLength: 2, maxLength: 3 })),
    { maxKeys: 3 },
  );
  const body = route.schema?.body
    ? fc.oneof(
        {
          arbitrary: arbitraryOf(route.schema.body, plausible).map((value) => JSON.stringify(value)),
          weight: 8,
        },
        { arbitrary: fc.constantFrom(...RAW_PAYLOADS), weight: 1 },
        { arbitrary: nastyValue.map((value) => JSON.stringify(value)), weight: 1 },
      )
    : fc.option(
        nastyValue.map((value) => JSON.stringify(value)),
        { freq: 3, nil: undefined },
      );
  return fc.constantFrom(...logins).chain((login) => {
    const real = realParams(login);
    const params = fc.tuple(
      ...names.map((name) => {
        const own = real[name] ?? [];
        // The parameter's own schema (an enum's options, `now`) where it declares one.
        const shaped = arbitraryOf(paramShape[name], plausible, name).map((value) =>
          component(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
        );
        const nasty = fc.oneof(fc.constantFrom(...NASTY_PATH_SEGMENTS), nastyString.map(component), shaped);
        return own.length > 0
          ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 3 }, { arbitrary: nasty, weight: 1 })
          : nasty;
      }),
    );
    return fc
      .record({
        params,
        query,
        ifMatch: fc.option(fc.oneof(fc.constantFrom(...IF_MATCH), nastyString), { freq: 3, nil: undefined }),
        payload: body,
      })
      .map(({ params: values, query: queryValues, ifMatch, payload }): FuzzRequest => {
        let index = 0;
        const path = route.url.replace(/:\w+/g, () => values[index++] ?? '');
        const search = Object.entries(queryValues)
          .flatMap(([key, value]) =>
            (Array.isArray(value) ? value : [value]).map((item) => `${key}=${component(item)}`),
          )
          .join('&');
        const headers: Record<string, string> = {};
        if (payload !== undefined) headers['content-type'] = 'application/json';
        // A header value cannot carry control characters or non-Latin-1 text: those never reach the server.
        if (ifMatch !== undefined && /^[\x20-\x7e]*$/.test(ifMatch)) headers['if-match'] = ifMatch;
        return { login, url: search ? `${path}?${search}` : path, headers, payload };
      });
  });
}

/** A short description of a request for a failure message. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…(${text.length})` : text);
  return `as ${request.login} ${cut(request.url)} if-match=${request.headers['if-match'] ?? '-'} body=${cut(request.payload ?? '-')}`;
}
