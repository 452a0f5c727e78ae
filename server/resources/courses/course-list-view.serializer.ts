/**
 * The course list's `hydra:view` (ADR 011): `hydra:next` is always a cursor link (`after=`), which
 * costs the same on page 2 as on page 2 000; `page` links (first, previous, last) stay for callers
 * that page by number. A limited count has no last page to name, and a cursor page no previous one.
 */
import type { HydraView, QueryValues } from '../../http/hydra';
import { encodeCursor, type CourseCursor } from './course-list.cursor';

const PATH = '/api/abstract_courses';

type View = HydraView;

/** The request's own filters with `after` set to `cursor` (and `page` dropped). */
function cursorLink(raw: QueryValues, cursor: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'page' || key === 'after') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') params.append(key, item);
    }
  }
  params.append('after', cursor);
  return `${PATH}?${params.toString()}`;
}

export function courseListView(
  view: View | undefined,
  raw: QueryValues,
  limited: boolean,
  next: CourseCursor | null,
): View | undefined {
  if (!view) return view;
  const after = typeof raw.after === 'string' ? raw.after : undefined;
  const result: View = {
    '@id': after === undefined ? view['@id'] : cursorLink(raw, after),
    '@type': view['@type'],
    'hydra:first': view['hydra:first'],
  };
  if (!limited && view['hydra:last'] !== undefined) result['hydra:last'] = view['hydra:last'];
  if (after === undefined && view['hydra:previous'] !== undefined)
    result['hydra:previous'] = view['hydra:previous'];
  if (next !== null) result['hydra:next'] = cursorLink(raw, encodeCursor(next));
  return result;
}
