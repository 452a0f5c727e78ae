import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request, type Response } from './support/test';
import { signInAndLand } from './support/session';
import { ownBytes, readManifest, staticClosure } from './support/vite-manifest';

// Deterministic budgets of issue #2/#3: gzip bytes of the JavaScript a route loads on a cold start.
// Issue 32's targets are 100 KB for the login route and 250 KB for the course list, not reached (ADR 013,
// amendment of session 40): the login route is React + react-router (95 KB) and the entry, 111.7 KB; the
// course list fell from 347.6 to 322.4 and 322.9 KB in two runs (zod's JSON-Schema code out of the SPA
// build, a fetch client in place of axios). Asserted with the margin the earlier runs showed necessary: the same build varies
// by about ±0.4 KB between runs (which idle chunks load before the 500 ms of quiet) and a clean clone
// measured 0.5 KB above this machine's build, so about 1 KB above the higher figure, rounded up.
// Session 40's merges (the app's feature slot in the providers, QueryGate's joined reads) brought two
// clean-clone runs to 323.3 and 323.4 KB: asserted at 325 KB, the same margin again.
// Session 41: the signed-in shell's modules in two chunks instead of dozens (scripts/shell-chunk-group.ts):
// login 110.5 and 111.2 KB (which idle chunks load varies), course list 321.7 KB twice; asserted about
// 1.3-1.8 KB above. `BUNDLE_DETAIL=1` prints each script's share (ADR 013's table).
// Session 44: a first visit to the login page renders without React Router (app/boot.tsx, row 900): login
// 73.9 KB twice (was 111.8), target 100 reached; the course list 325.6 KB twice (was 322.6: the router in
// a chunk of its own, the login form in the entry's). Asserted about 1.1-1.4 KB above, as before. Merged
// with the course list's QueryGate (h-kit3, +0.8 KB) it measured 326.4 KB: asserted at 328 KB.
const LOGIN_BUDGET = 75 * 1024;
const COURSE_LIST_BUDGET = 328 * 1024;
/** Issue 15: what opening any other page costs beyond the shared chunks. */
const ROUTE_OWN_BUDGET = 120 * 1024;
/** Heavy libraries that only the page showing them may load, never on the way to another page. */
const LAZY_ONLY = [
  'src/features/finances/components/cost-charts.tsx',
  'src/ui/maps/google-route-map.tsx',
  'src/ui/places/location-editor/google-location-map.tsx',
];

const QUIET_MS = 500;

async function collectJs(page: Page, action: () => Promise<void>) {
  const bodies = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  let lastJsAt = Date.now();
  const onRequest = (request: Request) => {
    if (request.url().endsWith('.js')) lastJsAt = Date.now();
  };
  const onResponse = (response: Response) => {
    if (response.url().endsWith('.js') && !bodies.has(response.url())) {
      lastJsAt = Date.now();
      pending.push(
        response.body().then(
          (body) => void bodies.set(response.url(), body),
          // A script the previous page was still fetching when `action` navigated away has no body
          // left to read, and belongs to that page, not to this measurement (a failure under load).
          (error: unknown) => {
            if (!String(error).includes('navigated away')) throw error;
          },
        ),
      );
    }
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await action();
  // Not 'networkidle': the live-event stream stays open for as long as the page does. Instead wait
  // until no script has been requested for QUIET_MS, so lazily loaded chunks are counted too.
  await expect.poll(() => Date.now() - lastJsAt, { timeout: 20_000 }).toBeGreaterThan(QUIET_MS);
  await Promise.all(pending);
  // Left listening, it would read the bodies of the page's next navigation too, and a body read after
  // the page has moved on again is an error.
  page.off('request', onRequest);
  page.off('response', onResponse);
  const sizes = [...bodies].map(([url, body]) => ({ url, gzip: gzipSync(body, { level: 9 }).length }));
  // `BUNDLE_DETAIL=1` prints each script's share, largest first: where a budget's bytes go (ADR 013).
  if (process.env.BUNDLE_DETAIL)
    for (const { url, gzip } of sizes.toSorted((a, b) => b.gzip - a.gzip))
      console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
  return sizes.reduce((sum, { gzip }) => sum + gzip, 0);
}

test(`the login route loads at most ${LOGIN_BUDGET / 1024} KB of gzipped JavaScript`, async ({ page }) => {
  const bytes = await collectJs(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  });
  console.log(`login route JS: ${(bytes / 1024).toFixed(1)} KB gzip`);
  expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
});

test(`the course list loads at most ${COURSE_LIST_BUDGET / 1024} KB of gzipped JavaScript`, async ({
  page,
}) => {
  await signInAndLand(page, 'dyspozytor');
  const fresh = await page.context().newPage();
  const bytes = await collectJs(fresh, async () => {
    await fresh.goto('/course');
    await expect(fresh.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  });
  console.log(`course list JS: ${(bytes / 1024).toFixed(1)} KB gzip`);
  expect(bytes).toBeLessThanOrEqual(COURSE_LIST_BUDGET);
});

/** The script URLs a page loads while `action` runs, until none has been asked for QUIET_MS. */
async function scriptsOf(page: Page, action: () => Promise<void>) {
  const urls: string[] = [];
  const onRequest = (request: Request) => {
    if (request.url().endsWith('.js')) urls.push(request.url());
  };
  page.on('request', onRequest);
  await collectJs(page, action);
  page.off('request', onRequest);
  return urls;
}

test('recharts (the cost-charts chunk) loads only with the railway company cost dashboard', async ({
  page,
}) => {
  const charts = (urls: string[]) => urls.filter((url) => /\/cost-charts-[^/]+\.js$/.test(url));
  await signInAndLand(page, 'transport');
  const courseList = await scriptsOf(page, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  });
  expect(charts(courseList)).toEqual([]);
  const transportFinances = await scriptsOf(page, async () => {
    await page.goto('/finances');
    await expect(page.getByRole('button', { name: 'Generuj statystyki' })).toBeVisible();
  });
  expect(charts(transportFinances)).toEqual([]);

  const railway = await page.context().browser()?.newPage();
  if (!railway) throw new Error('no browser');
  await signInAndLand(railway, 'firma');
  const dashboard = await scriptsOf(railway, async () => {
    await railway.goto('/finances');
    // The dashboard sums the company's costs on the server first: slow on a busy 2-core machine.
    await expect(railway.getByTestId('chart-totals')).toBeVisible({ timeout: 30_000 });
  });
  expect(charts(dashboard)).toHaveLength(1);
  await railway.close();
});

test("every lazy route's own JavaScript is at most 120 KB gzip (from the build manifest)", () => {
  const manifest = readManifest();
  const routes = Object.keys(manifest).filter(
    (key) => manifest[key]?.isDynamicEntry && key.startsWith('src/app/routes/'),
  );
  // The router's pages; a route added later is covered without editing this list.
  expect(routes.length).toBeGreaterThan(40);
  const over = routes
    .map((route) => ({ route, kb: +(ownBytes(manifest, route) / 1024).toFixed(1) }))
    .filter(({ kb }) => kb * 1024 > ROUTE_OWN_BUDGET);
  expect(over).toEqual([]);
});

test('charts and maps are lazy: no entry or page loads them before they are shown', () => {
  const manifest = readManifest();
  const starts = Object.keys(manifest).filter(
    (key) => (manifest[key]?.isEntry || manifest[key]?.isDynamicEntry) && !LAZY_ONLY.includes(key),
  );
  for (const heavy of LAZY_ONLY) {
    expect(manifest[heavy]?.isDynamicEntry, heavy).toBe(true);
    const loadedBy = starts.filter((start) => staticClosure(manifest, [start]).has(heavy));
    expect(loadedBy, heavy).toEqual([]);
  }
});

test('no chunk imports itself back through others (the shell groups keep their imports, ADR 013)', () => {
  const manifest = readManifest();
  // The shell's groups leave their modules' imports where they are (`includeDependenciesRecursively:
  // false`), which is safe only while the chunks' static imports form no cycle.
  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (key: string, path: string[]) => {
    if (path.includes(key)) return void cycles.push([...path.slice(path.indexOf(key)), key].join(' > '));
    if (done.has(key)) return;
    for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key]);
    done.add(key);
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  expect(cycles).toEqual([]);
});
