// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Import boundaries (STYLE.md): domain -> shared src (ui, api, lib) -> features -> app.
// Each rule lists what a folder may NOT import; the direction is enforced by ESLint, not by review.
const noServerOrSpa = [
  { regex: '^(\\.\\./)*(src|server)/', message: 'domain/ is pure: it imports nothing from src/ or server/.' },
  { regex: '^@/', message: 'domain/ is pure: it imports nothing from src/.' },
  {
    regex: '^(react|react-dom|@mui/.*|fastify|drizzle-orm.*|node:.*)$',
    message: 'domain/ uses no React and no Node APIs.',
  },
];
const sharedSpa = [
  { regex: '^@/(features|app)/', message: 'Shared code (ui, api, lib) must not import features or app.' },
  { regex: '^(\\.\\./)+(server)/', message: 'The SPA never imports server code.' },
];
// Polish time whatever the browser's zone (issue 13): see the src/** block below.
const localClockFence = [
  {
    selector:
      'CallExpression[callee.property.name=/^(getFullYear|getMonth|getDate|getDay|getHours|getMinutes|toLocaleDateString|toLocaleTimeString|toDateString|toTimeString)$/]',
    message: "Local clock: show dates with domain/dates.ts (Polish time whatever the browser's zone).",
  },
  {
    selector: "CallExpression[callee.property.name='format']:has(CallExpression[callee.name='dayjs'])",
    message: "dayjs formats in the browser's zone: use domain/dates.ts or domain/warsaw-time.ts.",
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: 'Dates are formatted in domain/dates.ts (Europe/Warsaw), not with a local Intl formatter.',
  },
];
// Query keys only from the key factory (issue 33): a hand-typed key drifts from the resource root a
// write invalidates, and the cache keeps answering with what is gone.
const QUERY_KEY_MESSAGE =
  'Build query keys with createQueryKeys (src/api/query-keys.ts), not an array literal.';
const queryKeyFences = [
  "Property[key.name='queryKey'] > ArrayExpression.value",
  // A key kept in a constant or made by a function (`const missingKey = ['…'] as const`).
  'VariableDeclarator[id.name=/Keys?$/] > ArrayExpression.init',
  'VariableDeclarator[id.name=/Keys?$/] > TSAsExpression.init > ArrayExpression',
  'VariableDeclarator[id.name=/Keys?$/] > ArrowFunctionExpression > TSAsExpression > ArrayExpression',
  'VariableDeclarator[id.name=/Keys?$/] > ArrowFunctionExpression > ArrayExpression.body',
  // The cache written or read with a literal key.
  'CallExpression[callee.property.name=/^(set|get)QueryData$/] > ArrayExpression.arguments',
].map((selector) => ({ selector, message: QUERY_KEY_MESSAGE }));
const spaProductionFences = [...localClockFence, ...queryKeyFences];
const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];
// A feature never imports another (no barrels, no public entries: STYLE.md); where one feature's part
// shows inside another's screen, src/app composes it in through a slot (src/app/feature-slots.tsx).
const CROSS_FEATURE = 'A feature must not import another feature; compose them in src/app (a slot).';
const LEAVES_FEATURE = 'Leave the feature folder through an alias (@/ui, @/api, @domain).';
// no-restricted-imports reads only static imports: a lazy `import()` of another feature is the same
// coupling (issue 33), so the fence also stops it as syntax. `\x2F` is '/', which esquery's regex
// literal cannot hold.
const dynamicImportFence = (feature) => [
  {
    selector: `ImportExpression[source.value=/^@\\x2Ffeatures\\x2F(?!${feature}\\x2F)/]`,
    message: CROSS_FEATURE,
  },
  {
    selector: 'ImportExpression[source.value=/^@\\x2Fapp\\x2F/]',
    message: 'Features must not import the app layer.',
  },
  { selector: 'ImportExpression[source.value=/^(\\.\\.\\x2F){2,}/]', message: LEAVES_FEATURE },
];
const featureConfigs = features.flatMap((feature) => [
  {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${feature}/)`, message: CROSS_FEATURE },
            { regex: '^@/app/', message: 'Features must not import the app layer.' },
            { regex: '^(\\.\\./){2,}', message: LEAVES_FEATURE },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...dynamicImportFence(feature)],
    },
  },
  {
    // A file's rule options replace earlier ones: the feature's production files keep the clock fence.
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...spaProductionFences, ...dynamicImportFence(feature)] },
  },
]);

const noSpaInServer = { regex: '^(\\.\\./)+src/|^@/', message: 'The server never imports SPA code.' };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      '.build-stamps',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'public/sw.js',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['domain/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: noServerOrSpa }] } },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedSpa }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noSpaInServer] }],
      'no-restricted-syntax': [
        'error',
        {
          // denyByDefault runs authenticate first on every API route: naming it again is dead code.
          selector:
            "Property[key.name='onRequest']:matches([value.name='authenticate'], :has(Identifier[name='authenticate']))",
          message: 'denyByDefault (http/deny-by-default.ts) already authenticates every API route.',
        },
        {
          // One way to count a write's version (issue 33): the database adds one, written once.
          selector:
            "TaggedTemplateExpression[tag.name='sql']:has(MemberExpression[property.name='version']):has(TemplateElement[value.raw=/^\\s*\\+\\s*1\\s*$/])",
          message: 'Use bumpVersion(table.version) from server/http/versioning.ts.',
        },
        {
          // The same rule for a version counted in JavaScript from what was read: `version: version + 1`.
          selector:
            "CallExpression[callee.property.name='set'] Property[key.name='version'] > BinaryExpression[operator='+'][right.value=1]",
          message: 'Use bumpVersion(table.version) from server/http/versioning.ts.',
        },
      ],
    },
  },
  {
    // Test support (fixtures, the matrix, courseIn) lives in server/test/ and never ships (issue 33).
    files: ['server/**/*.ts'],
    ignores: ['server/test/**', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noSpaInServer,
            { regex: '^(\\.\\./)+test/|^\\./test/', message: 'Production code never imports test support.' },
          ],
        },
      ],
    },
  },
  {
    // Polish time whatever the browser's zone (issue 13): the SPA shows dates and times only through
    // domain/dates.ts and domain/warsaw-time.ts, never through the runtime's local clock.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...spaProductionFences] },
  },
  {
    // Every journey fails on a CSP violation or a browser console error (issue 14): the fixture that
    // watches for them comes with e2e/support/test.ts's `test`, so specs take test and expect from there.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './support/test': its fixture fails on browser errors.",
            },
          ],
        },
      ],
    },
  },
  ...featureConfigs,
);
