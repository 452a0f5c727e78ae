import { API_PATH_PREFIXES } from './server/http/api-paths.ts';
import {
  DOM_ISOLATED_TESTS,
  DOM_TESTS,
  ISOLATED_TESTS,
  NODE_TEST_FOLDERS,
} from './scripts/node-test-files.ts';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { shellChunkGroup } from './scripts/shell-chunk-group.ts';
import react from '@vitejs/plugin-react';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Tests of Polish wall-clock time, run in New York (the 'time-zone' project). */
const TIME_ZONE_TESTS = '{domain,src}/**/*.tz.test.{ts,tsx}';
const alias = { '@': root('./src'), '@domain': root('./domain'), '@mocks': root('./mocks') };

/**
 * Writes the build id (a hash of the emitted file names, which carry content hashes) and the asset
 * list into dist/sw.js: every build that changes the app yields a different worker, so browsers see
 * an update and the banner 'Dostępna jest aktualizacja aplikacji' appears.
 */
function serviceWorkerBuildId(): Plugin {
  let outDir = 'dist';
  let files: string[] = [];
  return {
    name: 'service-worker-build-id',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      files = Object.keys(bundle).sort();
    },
    async closeBundle() {
      const template = await readFile(root('./public/sw.js'), 'utf8');
      const buildId = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const assets = files.filter((file) => file.startsWith('assets/') && !file.endsWith('.map'));
      const worker = template
        .replace('__KURSOWNIK_BUILD_ID__', buildId)
        .replace("['__KURSOWNIK_ASSETS__']", JSON.stringify(assets));
      await writeFile(join(outDir, 'sw.js'), worker);
    },
  };
}

/**
 * zod compiles fast parsers with `new Function` after probing whether eval is allowed; under the
 * Content-Security-Policy (no 'unsafe-eval', ADR 009) the caught probe alone is a reported violation.
 * The SPA's zod is born jitless: its shared config object is created with `jitless: true`, before any
 * schema module runs (a `z.config()` call in the entry would have to run before them, and moved ~4 KB
 * of zod into the login route). The build fails if zod's code no longer reads as expected.
 */
function zodWithoutEval(): Plugin {
  const created = '(_a.__zod_globalConfig = {})';
  return {
    name: 'zod-without-eval',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes(created)) this.error('zod/v4/core/core.js changed: make zod jitless anew (ADR 009)');
      return code.replace(created, '(_a.__zod_globalConfig = { jitless: true })');
    },
  };
}

/**
 * zod classic gives every schema its JSON-Schema converter (`processJSONSchema`, `toJSONSchema()`,
 * `~standard.jsonSchema`), which keeps zod's whole JSON-Schema code (about 7 KB gzip) in the SPA, though
 * only the server writes JSON Schema (OpenAPI). In the SPA build these hooks are cut from
 * `zod/v4/classic/schemas.js`, so rolldown drops that code; calling them in the browser throws. The build
 * fails if zod's code no longer reads as expected (ADR 013).
 */
function zodWithoutJsonSchema(): Plugin {
  const hook =
    /^\s*inst\._zod\.processJSONSchema = \(ctx, json, params\) => processors\.\w+\(inst, ctx, json, params\);\n/gm;
  const converters = /\bcreate(?:Standard)?ToJSONSchemaMethod\(|\bcreateStandardJSONSchemaMethod\(/g;
  const stub =
    "\nconst noJsonSchema = () => () => { throw new Error('zod JSON Schema is not part of the SPA build (ADR 013)'); };\n";
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(id)) return null;
      const hooks = code.match(hook)?.length ?? 0;
      const calls = code.match(converters)?.length ?? 0;
      if (hooks < 30 || calls !== 3)
        this.error('zod/v4/classic/schemas.js changed: cut its JSON Schema anew (ADR 013)');
      return code.replace(hook, '').replace(converters, 'noJsonSchema(') + stub;
    },
  };
}

/**
 * Libraries every route (the login page included) needs, kept in two chunks: one gzip stream
 * compresses better than a dozen small shared chunks. Components used only behind the login stay
 * in their route chunks.
 */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Apart from React: a first visit to the login page draws it before the router is loaded (ADR 013).
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'mui-core',
    test: /node_modules[\\/](@emotion|stylis|react-is|hoist-non-react-statics|@mui[\\/](system[\\/](?!useMediaQuery|Stack|Grid|Container)|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|locale|colors|transitions|zero-styled|DefaultPropsProvider|CssBaseline|GlobalStyles|Box|Typography|Paper|Link|Button|ButtonBase|CircularProgress|FormControl|FormLabel|InputLabel|InputBase|OutlinedInput|FormHelperText|TextareaAutosize))[\\/]/,
  },
  {
    // The login page's connection banner (Alert with its icons), apart from the shell's components below,
    // which would otherwise pull these in as their dependencies. Groups are chosen in order.
    name: 'mui-alert',
    test: /node_modules[\\/]@mui[\\/](material[\\/](Alert|IconButton|SvgIcon)|icons-material[\\/](utils|Close|SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined))[\\/.]/,
  },
  {
    // The notices and the navigation progress bar: loaded when first shown, without the shell's lists.
    name: 'mui-feedback',
    test: /node_modules[\\/]@mui[\\/]material[\\/](Grow|Snackbar|SnackbarContent|ClickAwayListener|LinearProgress)[\\/]/,
  },
  {
    // The shell's and the lists' components: shared by the main layout, the course list and the
    // administration pages, they would otherwise split into a dozen chunks of a few hundred bytes each.
    // Not the notices, banners and progress bar (Alert, Grow, LinearProgress, Snackbar...): the login
    // page loads those, and this group only behind the login.
    name: 'mui-app',
    test: /node_modules[\\/]@mui[\\/](material[\\/](Toolbar|AppBar|List|ListItem|ListItemButton|ListItemIcon|ListItemText|ListSubheader|Divider|Drawer|Modal|Backdrop|Popper|Portal|Tooltip|Card|CardContent|Skeleton|Chip|Menu|MenuItem|MenuList|Popover|InputAdornment|useMediaQuery|Dialog|DialogTitle|DialogContent|DialogActions|Unstable_TrapFocus|Badge|Tab|Tabs|TabScrollButton)|system[\\/]useMediaQuery)[\\/]/,
  },
  {
    // The rest of what the signed-in shell (themed and main layout) loads: one chunk, not dozens of tiny
    // ones (scripts/shell-chunk-group.ts). Last, so the groups above keep their modules.
    name: shellChunkGroup({
      entries: [root('./src/main.tsx'), root('./src/app/app.tsx')],
      boot: 'boot',
      router: root('./src/app/router.tsx'),
      plainPages: [root('./src/app/routes/login-route.tsx')],
      layers: [
        { name: 'themed-shell', layout: root('./src/app/routes/themed-layout-route.tsx') },
        {
          name: 'shell',
          layout: root('./src/app/routes/main-layout-route.tsx'),
          pagesBeside: [
            'logout',
            'reset-request',
            'reset-password',
            'driver-course-not-found',
            'driver-course',
          ].map((page) => root(`./src/app/routes/${page}-route.tsx`)),
        },
      ],
    }),
    includeDependenciesRecursively: false,
  },
];

export default defineConfig({
  plugins: [react(), serviceWorkerBuildId(), zodWithoutEval(), zodWithoutJsonSchema()],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: {
      // The API's prefixes (server/http/api-paths.ts): the finance calls live outside /api (courses.md §7).
      ...Object.fromEntries(
        API_PATH_PREFIXES.map((prefix) => [
          prefix,
          { target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080', changeOrigin: true },
        ]),
      ),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // Every browser the app supports has <link rel="modulepreload"> (Chrome 66, Firefox 115, Safari 17):
    // the polyfill in every route's entry would only run its feature test.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
  test: {
    // Every core: Vitest's default leaves one to its main process, which on CI's two cores halves the
    // run while the main process (transforms, reporting) stays mostly idle.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          // integration/: the real server with the SPA's own code in one process (the live stream's chaos test).
          include: NODE_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts', TIME_ZONE_TESTS, ISOLATED_TESTS],
          environment: 'node',
          // Files share their worker's modules: importing the server, drizzle and zod once per worker
          // instead of once per file halves the project's run (729 s to 382 s on 2 cores). A file that
          // replaces a module (vi.mock) is named *.isolated.test.ts and runs in 'node-isolated'
          // (scripts/vitest-isolation.test.ts keeps it so).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node-isolated',
          include: NODE_TEST_FOLDERS.map((folder) => `${folder}/${ISOLATED_TESTS}`),
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A real PostgreSQL at TEST_POSTGRES_URL: `node --import tsx scripts/test-postgres.ts` starts a
        // throwaway one. One file at a time, since each empties the one database first.
        resolve: { alias },
        test: {
          name: 'postgres',
          include: ['server/**/*.postgres.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          include: [DOM_TESTS],
          exclude: [...configDefaults.exclude, TIME_ZONE_TESTS, DOM_ISOLATED_TESTS],
          environment: 'jsdom',
          // Files share their worker's jsdom and modules: a fresh jsdom and a fresh import of React, MUI
          // and the app per file were two thirds of the project's time (406 s to 105 s on 2 cores,
          // issue 30). The set-up file unmounts, resets the handlers and clears storage after each test.
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          // Long form journeys (many user-event steps through MUI) on a loaded 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom-isolated',
          include: [DOM_ISOLATED_TESTS],
          exclude: [...configDefaults.exclude, TIME_ZONE_TESTS],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          // Stop times are Polish whatever the machine's zone: these run where local time is not.
          name: 'time-zone',
          include: [TIME_ZONE_TESTS],
          environment: 'node',
          env: { TZ: 'America/New_York' },
        },
      },
    ],
  },
});
