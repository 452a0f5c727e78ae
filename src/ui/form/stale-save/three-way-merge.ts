/**
 * A stale save's three versions of a form: `base` (what the form was loaded with), `mine` (what the user
 * typed) and `theirs` (the newer version someone else saved). A field only one side changed takes that
 * side's value; a field both changed to different values is a conflict and keeps the user's value
 * (nothing typed is lost), listed so the user can see what the other person wrote.
 * Objects merge key by key and lists of objects item by item while their lengths agree; any other
 * value (a text, a list of IRIs, lists of different lengths) is one field.
 */
export type FieldPath = readonly (string | number)[];

export interface MergeConflict {
  path: FieldPath;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult<T> {
  merged: T;
  /** Changed by both, to different values: the user's value is kept. */
  conflicts: MergeConflict[];
  /** Changed only by the other person: the newer value is taken. */
  taken: FieldPath[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  // The form keeps an empty field as '' or null depending on the control: the same for the user.
  return (a ?? '') === (b ?? '');
}

function mergeValue(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  path: FieldPath,
  result: Omit<MergeResult<unknown>, 'merged'>,
): unknown {
  if (sameValue(mine, theirs)) return mine;
  if (sameValue(base, mine)) {
    result.taken.push(path);
    return theirs;
  }
  if (sameValue(base, theirs)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
    return Object.fromEntries(
      [...keys].map((key) => [key, mergeValue(base[key], mine[key], theirs[key], [...path, key], result)]),
    );
  }
  const itemsAlign =
    Array.isArray(base) &&
    Array.isArray(mine) &&
    Array.isArray(theirs) &&
    base.length === mine.length &&
    mine.length === theirs.length &&
    mine.some(isObject);
  if (itemsAlign)
    return mine.map((item, index) => mergeValue(base[index], item, theirs[index], [...path, index], result));
  result.conflicts.push({ path, mine, theirs });
  return mine;
}

export function threeWayMerge<T>(base: T, mine: T, theirs: T): MergeResult<T> {
  const result = { conflicts: [] as MergeConflict[], taken: [] as FieldPath[] };
  // The merge keeps the shape of its inputs: a T comes back.
  const merged = mergeValue(base, mine, theirs, [], result) as T;
  return { merged, ...result };
}
