import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { localPlugin } from './eslint-rules/client-zod-free.mjs';

/*
 * Import arrows (ARCHITECTURE.md): app → components → lib, app → server → lib. lib/ and components/ never
 * import server/, only tests import app/, lib/ imports no components/, and demo-api/ reaches the
 * dashboard only through the contract. Each rule is a regex on the import string, written per folder
 * depth so that a relative import is caught exactly when it climbs to the root and down into the folder.
 */
const SOURCES = '{ts,tsx,mts,mjs,js}';
const MAX_DEPTH = 12;
const CONTRACT = 'server/upstream/contract';

/** The import prefix that reaches the repository root from a file `depth` folders below it. */
const rootFrom = (depth) => (depth === 0 ? '@/|\\./' : `@/|(\\.\\./){${depth}}`);
const into = (depth, folder, message) => ({ regex: `^(${rootFrom(depth)})${folder}(/|$)`, message });

const NO_SERVER = 'lib/ and components/ must not import server/: the page reads and hands data or promises down.';
const NO_APP = 'Only tests import app/: move what is shared to components/, lib/ or server/.';
const NO_COMPONENTS = 'lib/ is pure logic and imports nothing of components/.';
const DEMO_ONLY_CONTRACT = 'demo-api/ is a stand-in upstream: of the dashboard it imports only server/upstream/contract.';
const ONE_HTTP_ERROR = {
  regex: '(^|/)http/http-error$',
  message: 'Import HttpError from @/server/http, the one path to it outside server/http/.',
};
const ONE_DATE_PATH = {
  regex: '^date-fns(/|$)',
  message: 'Format dates through lib/format.ts (formatDate, formatDateTime, dateFormat): one path, on Intl.',
};

/** server/'s patterns for the files that may import server/http/http-error: see httpErrorHome below. */
const serverHttp = (d) => [into(d, 'app', NO_APP), ONE_DATE_PATH];

/** Forbidden import patterns of each top folder, for a file `depth` folders below the root. */
const RULES = {
  lib: (d) => [into(d, 'server', NO_SERVER), into(d, 'app', NO_APP), into(d, 'components', NO_COMPONENTS), ONE_DATE_PATH],
  components: (d) => [into(d, 'server', NO_SERVER), into(d, 'app', NO_APP), ONE_DATE_PATH],
  server: (d) => [...serverHttp(d), ONE_HTTP_ERROR],
  app: () => [{ regex: '^@/app(/|$)', message: NO_APP }, ONE_DATE_PATH, ONE_HTTP_ERROR],
  scripts: (d) => [into(d, 'app', NO_APP), ONE_HTTP_ERROR],
  bench: (d) => [into(d, 'app', NO_APP), ONE_HTTP_ERROR],
  'demo-api': (d) => [
    { regex: `^@/(?!${CONTRACT}(/|$))`, message: DEMO_ONLY_CONTRACT },
    { regex: `^(\\.\\./){${d}}(?!${CONTRACT}(/|$))`, message: DEMO_ONLY_CONTRACT },
  ],
};

const depthBlocks = Object.entries(RULES).flatMap(([folder, patterns]) =>
  Array.from({ length: MAX_DEPTH }, (_, n) => ({
    files: [`${folder}/${'*/'.repeat(n)}*.${SOURCES}`],
    rules: { 'no-restricted-imports': ['error', { patterns: patterns(n + 1) }] },
  })),
);

/*
 * Code that repeats a helper or a text instead of using it. lib/format.ts builds every Intl formatter
 * once and caches it; a local `new Intl.*` is how six copies of one number format came about.
 */
const RESTRICTED_SYNTAX = [
  {
    selector: "NewExpression[callee.object.name='Intl']",
    message: 'Format through lib/format.ts (formatNumber, formatPrice, formatDate, dateFormat): it builds and caches the Intl formatters.',
  },
  {
    selector: "CallExpression[callee.name='sendJson'][arguments.0.value='POST']",
    message: 'POST with postJson(url, body); sendJson is for the other methods.',
  },
  {
    selector: "Literal[value='An error occurred']",
    message: "Use GENERIC_ERROR from lib/messages.ts, the spec's one generic failure text.",
  },
];

const httpErrorHome = [
  { files: [`server/http/*.${SOURCES}`], rules: { 'no-restricted-imports': ['error', { patterns: serverHttp(2) }] } },
  { files: ['server/limits/reads.ts'], rules: { 'no-restricted-imports': ['error', { patterns: serverHttp(1) }] } },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'demo-api/data/**',
      'bench/results/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: [`*.${SOURCES}`], rules: { 'no-restricted-imports': ['error', { patterns: [into(0, 'app', NO_APP), ONE_HTTP_ERROR] }] } },
  ...depthBlocks,
  // HttpError's own folder may import it directly, and so must server/limits/reads.ts: server/http/guarded.ts
  // imports that file, so an import of @/server/http there would be an import cycle.
  ...httpErrorHome,
  // Tests may import anything, app/ included (demo-api's own tests too).
  { files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'], rules: { 'no-restricted-imports': 'off' } },
  { files: [`**/*.${SOURCES}`], plugins: { local: localPlugin }, rules: { 'local/client-zod-free': 'error' } },
  {
    files: ['app', 'components', 'lib', 'server'].map((folder) => `${folder}/**/*.${SOURCES}`),
    // Where the helpers and the texts these rules point to live.
    ignores: ['lib/format.ts', 'lib/http/json.ts', 'lib/messages.ts'],
    rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX] },
  },
];
export default config;
