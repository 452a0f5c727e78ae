/**
 * A fast-check arbitrary of bodies shaped like a route's own zod body schema, with hostile leaves:
 * a valid-looking body with one wrong field reaches further into a service than pure noise does.
 * Each leaf is mostly plausible (an enum's option, a real IRI, a date, a time) and sometimes hostile
 * (noise.ts); an object sometimes loses a key or gains an extra one.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { EXTRA_KEYS, nastyNumber, nastyString, nastyValue } from './noise.support';

/** Strings worth trying in any string field: the app's real IRIs (own, foreign, missing, wrong type). */
export interface Plausible {
  iris: readonly string[];
}

const DATES = ['2030-03-07', '2026-01-01', '2030-03-08', '1999-12-31'] as const;
const TIMES = ['08:00', '23:59', '00:00', '12:30'] as const;
const TEXTS = ['Bocznica', 'ul. Kolejowa 1', '00-001', '123456789', 'jan@kursownik.test', '1234563218'];

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A string guessed from the field's name, else any plausible or hostile string. */
function stringFor(key: string, plausible: Plausible): fc.Arbitrary<string> {
  const hinted = /date|day|from|to$|until|since/i.test(key)
    ? fc.constantFrom(...DATES)
    : /time|hour|at$/i.test(key)
      ? fc.constantFrom(...TIMES)
      : fc.constantFrom(...TEXTS);
  const iris = plausible.iris.length > 0 ? fc.constantFrom(...plausible.iris) : hinted;
  return fc.oneof(
    { arbitrary: hinted, weight: 3 },
    { arbitrary: iris, weight: 3 },
    { arbitrary: nastyString, weight: 2 },
  );
}

/** Mostly `valid`, sometimes any hostile value. */
const mostly = (valid: fc.Arbitrary<unknown>, weight = 4): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight }, { arbitrary: nastyValue, weight: 1 });

function objectArbitrary(shape: Record<string, unknown>, plausible: Plausible, depth: number) {
  const entries = Object.entries(shape).map(
    ([key, value]) =>
      [key, fc.option(arbitraryOf(value, plausible, key, depth + 1), { freq: 8, nil: undefined })] as const,
  );
  const body = fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>);
  const extra = fc.dictionary(fc.constantFrom(...EXTRA_KEYS), nastyValue, { maxKeys: 2 });
  return fc.tuple(body, fc.option(extra, { freq: 4, nil: undefined })).map(([fields, more]) => {
    // An absent key is left out (not sent as undefined); extra keys come first so a real one wins.
    const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    return more ? { ...more, ...sent } : sent;
  });
}

/**
 * The arbitrary of one schema node; `key` is the field's name (for hints). Unknown kinds (a
 * transform's output, `any`) get hostile values only.
 */
export function arbitraryOf(
  schema: unknown,
  plausible: Plausible,
  key = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!(schema instanceof z.ZodType) || depth > 8) return nastyValue;
  const def = defOf(schema);
  const inner = (name: string) => arbitraryOf(def[name], plausible, key, depth);
  switch (def.type) {
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return inner('innerType');
    case 'nullable':
      return fc.oneof(
        { arbitrary: inner('innerType'), weight: 4 },
        { arbitrary: fc.constant(null), weight: 1 },
      );
    case 'pipe':
      return inner('in');
    case 'lazy':
      return arbitraryOf((def.getter as () => unknown)(), plausible, key, depth + 1);
    case 'object':
      return mostly(objectArbitrary(def.shape as Record<string, unknown>, plausible, depth), 8);
    case 'array':
      return mostly(fc.array(arbitraryOf(def.element, plausible, key, depth + 1), { maxLength: 3 }));
    case 'tuple':
      return mostly(
        fc.tuple(...(def.items as unknown[]).map((item) => arbitraryOf(item, plausible, key, depth + 1))),
      );
    case 'record':
      return mostly(
        fc.dictionary(stringFor(key, plausible), arbitraryOf(def.valueType, plausible, key, depth + 1), {
          maxKeys: 3,
        }),
      );
    case 'union':
      return fc.oneof(
        ...(def.options as unknown[]).map((option) => arbitraryOf(option, plausible, key, depth)),
      );
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) =>
          typeof left === 'object' && left !== null && typeof right === 'object' && right !== null
            ? { ...left, ...right }
            : left,
        );
    case 'enum':
      return mostly(fc.constantFrom(...Object.values(def.entries as Record<string, string | number>)));
    case 'literal':
      return mostly(fc.constantFrom(...(def.values as unknown[])));
    case 'string':
      return mostly(stringFor(key, plausible), 6);
    case 'number':
    case 'int':
    case 'bigint':
      return mostly(fc.oneof(fc.integer({ min: 0, max: 100_000 }), nastyNumber));
    case 'boolean':
      return mostly(fc.boolean());
    case 'null':
      return mostly(fc.constant(null));
    default:
      return nastyValue;
  }
}
