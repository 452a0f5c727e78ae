/**
 * The resource folders (one family each) import each other in one direction only: a cycle
 * (course-info <-> course-writes was one) means a shared piece belongs in a module of its own, such as
 * course-core. And a family imports another only along the allow-list below (issue 33 step 2), so a new
 * dependency between families is a decision with a reason, not a copy of a neighbour's import. Tests
 * are left out: they may reach anywhere (their fixtures and helpers live in server/test/, outside these
 * folders). Imports leaving server/resources (http, db, events, auth, domain...) are the plumbing every
 * family uses: not counted.
 * The ride transitions are a leaf: what the other course families share with them (lock, status
 * writes, notices) lives in course-core.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(__dirname));
const TESTS = /\.test\.ts$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !TESTS.test(entry.name) ? [path] : [];
  });
}

const folderOf = (path: string) => relative(ROOT, path).split(sep)[0] ?? '';

/** Every import from one folder into another: the importing file and the imported module. */
function crossImports(): { file: string; from: string; to: string; target: string }[] {
  return sources(ROOT).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']*)'/g)].flatMap(([, specifier = '']) => {
      const target = normalize(join(dirname(file), specifier));
      if (!target.startsWith(ROOT + sep)) return [];
      const [from, to] = [folderOf(file), folderOf(target)];
      return to === from ? [] : [{ file: relative(ROOT, file), from, to, target: relative(ROOT, target) }];
    }),
  );
}

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of crossImports()) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  return graph;
}

function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at !== -1) found.add([...path.slice(at), next].join(' -> '));
      else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...found];
}

const SERVER = normalize(join(__dirname, '..'));
const RIDE_TRANSITIONS = join(ROOT, 'ride-transitions');

/** Every .ts file under `folder`, tests and test support included. */
function everyFile(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return everyFile(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `server/`-relative names of files outside ride-transitions that import from it. */
function rideTransitionImporters(): string[] {
  return everyFile(SERVER)
    .filter((file) => !file.startsWith(RIDE_TRANSITIONS + sep))
    .filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']*)'/g)].some(([, specifier = '']) =>
        normalize(join(dirname(file), specifier)).startsWith(RIDE_TRANSITIONS + sep),
      ),
    )
    .map((file) => relative(SERVER, file).split(sep).join('/'));
}

/** What every family may import: the shared kernels (a folder, or one module given by its path). */
const SHARED: Record<string, string> = {
  'course-core':
    "the course aggregate's kernel (lock, status writes, notices, the course answer): every course family writes through it",
  [join('companies', 'scope')]: 'who sees which company and its links: every family scopes its rows by it',
};

/** `from -> to`: the other imports between families, each with its reason. */
const ALLOWED: Record<string, string> = {
  'course-core -> courses':
    'the course answer is read and serialized by the course list (one shape of a course)',
  'course-writes -> course-info': 'a course write tells the driver with the ride page notice text',
  'course-writes -> drivers': "the driver's absence is checked when a course names them (row 211)",
  'course-writes -> passenger-changes': "a course write records the passengers' changes (the 'Zmiany' list)",
  'drivers -> accounts': "a driver's login account: the shared person block",
  'employee-groups -> users': "the group's company is read with the users' company reader",
  'finance -> places': 'defined kilometres name places the caller may see',
  'finance -> settlement': 'the finance pages read settled rides',
  'invoices -> settlement': 'an invoice bills settled rides',
  'passenger-changes -> courses':
    "the 'Zmiany' list shows changes of the courses the caller sees (one visibility rule)",
  'passengers -> accounts': "a passenger's login account and contacts: the shared person block",
  'passengers -> employee-groups':
    "the passengers' administration plugin registers the employee groups it edits with",
  'places -> accounts': 'home places follow the contact rule and belong to an account',
  'report-subscriptions -> users':
    "a scheduled report is built with the subscriber read fresh by the users' reader (rights at send time)",
  'ride-relation -> course-writes': "'Edycja relacji' rewrites stops through the course write store",
  'ride-relation -> passenger-changes': "a relation edit records the passengers' changes",
  'ride-talk -> course-writes': 'a rating is the passenger of the ride (the passenger of a user reader)',
  'ride-transitions -> passenger-changes': "a transition records the passengers' changes",
  'ride-transitions -> course-series': "'Ten i wszystkie następne' reads the series' later courses",
  'starting-bases -> accommodations':
    "the bases' administration plugin registers the accommodations (one menu entry)",
  'tracking -> course-info':
    "positions come through the driver's link: its token and the driver's rule (row 800)",
  'tracking -> course-writes': 'the passenger of a user, as the course writes read it',
  'tracking -> ride-talk':
    'a tracking link is for a passenger of the ride who can see it, the same rule as a rating',
  'transfer-protocols -> cars': 'a protocol hands over a car',
  'user-phones -> accounts': 'phones are written by the shared person block writer',
  'user-phones -> users': "answers the user's phones as the user reads them",
  'users -> accommodations': "a user's hotels are active accommodations",
  'users -> accounts': 'the user list and edit use the shared person block',
  'users -> course-writes': "the settings answer names the user's passenger record",
  'course-series -> course-writes':
    "a series is created through the single course's plan, insert and numbering (one create path)",
  'course-series -> courses': "the series' courses are listed with the course list's visibility rule",
  'course-series -> drivers':
    'days the driver is absent are skipped (the absences the course writes check, row 211)',
  'report-subscriptions -> finance':
    'the finance report and cost summary are made by the same functions as their downloads',
  'tracking -> courses': "the map of cars shows the courses the caller's list shows (one visibility rule)",
};

const isShared = (target: string) =>
  Object.keys(SHARED).some((shared) => target === shared || target.startsWith(shared + sep));

describe('server/resources folders', () => {
  it('reach ride-transitions only from the route registration', () => {
    expect(rideTransitionImporters()).toEqual(['app.ts']);
  });

  it('import another family only along the allow-list', () => {
    const refused = crossImports()
      .filter(({ from, to, target }) => !isShared(target) && ALLOWED[`${from} -> ${to}`] === undefined)
      .map(
        ({ file, from, to, target }) =>
          `${file} imports ${target}: '${from} -> ${to}' is not on the allow-list. Add it to ALLOWED in ` +
          'server/resources/folder-cycles.test.ts with a reason, or move the shared piece to course-core.',
      );
    expect(refused).toEqual([]);
  });

  it('keep no allow-list entry that no import uses any more', () => {
    const used = new Set(
      crossImports()
        .filter(({ target }) => !isShared(target))
        .map(({ from, to }) => `${from} -> ${to}`),
    );
    expect(Object.keys(ALLOWED).filter((entry) => !used.has(entry))).toEqual([]);
  });

  it('import each other without cycles', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph)).toEqual([]);
  });
});
