import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The reader's documentation: the README, every page under docs/ and the demo upstream's README. */
const DOCS = [
  'README.md',
  'demo-api/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Files of the code that runs (not its tests) whose environment reads the documentation must name. */
const CODE_DIRS = ['app', 'components', 'lib', 'server', 'scripts', 'demo-api'];
const CODE_FILES = [
  'proxy.ts',
  'next.config.ts',
  'instrumentation.ts',
  'playwright.config.ts',
  'tests/e2e/support/env.ts',
  'tests/e2e/layout.spec.ts',
];
const SKIP_DIR = new Set(['node_modules', 'tests', 'data']);

/** Set by the system, Next or Playwright themselves, never by whoever runs the dashboard or its tests. */
const NOT_SETTINGS = new Set(['NEXT_RUNTIME', '__NEXT_PRIVATE_STANDALONE_CONFIG', 'PATH', 'TEST_PARALLEL_INDEX']);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return SKIP_DIR.has(name) ? [] : sources(rel);
    return /\.(ts|tsx|mjs|mts)$/.test(name) && !/\.(test|bench-test)\.ts$/.test(name) && !name.endsWith('.d.mts') ? [rel] : [];
  });
}

/** What `npm start`, the image and a deployed instance run: every setting they read belongs in .env.example. */
const SERVER_DIRS = ['app', 'components', 'lib', 'server'];
const SERVER_FILES = [
  'proxy.ts',
  'next.config.ts',
  'instrumentation.ts',
  'scripts/serve.mjs',
  'scripts/start.mjs',
  'scripts/forwarded-for.mjs',
];

/** Every variable the code reads: `process.env.X`, `process.env['X']`, the scripts' `int('X', …)`/`portFrom('X', …)`, and server/config.ts's schema keys. */
function envReads(files = [...CODE_DIRS.flatMap(sources), ...CODE_FILES]): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /process\.env\.([A-Z][A-Z0-9_]+)/g,
    /process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
    /\b(?:int|portFrom)\(\s*'([A-Z][A-Z0-9_]+)'/g,
  ];
  for (const file of files) {
    const text = read(file);
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) if (!found.has(m[1] as string)) found.set(m[1] as string, file);
  }
  const schema = /const EnvSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(read('server/config.ts'))?.[1] ?? '';
  for (const m of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm))
    if (!found.has(m[1] as string)) found.set(m[1] as string, 'server/config.ts');
  for (const name of NOT_SETTINGS) found.delete(name);
  return found;
}

/** Markdown links and images with a relative target: [text](target) and ![alt](target). */
function relativeLinks(file: string): string[] {
  const text = read(file).replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] as string)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'));
}

describe('the documentation', () => {
  it('finds the environment reads it checks (the scanner works)', () => {
    const reads = envReads();
    for (const name of ['UPSTREAM_API_URL', 'SESSION_SECRETS', 'SHUTDOWN_GRACE_MS', 'BENCH_PORT', 'CLUSTER_PORT', 'DEMO_DATA_DIR'])
      expect(reads.has(name), name).toBe(true);
  });

  it('names every environment variable the code reads', () => {
    const text = DOCS.map(read).join('\n');
    const missing = [...envReads()]
      .filter(([name]) => !new RegExp(`\\b${name}\\b`).test(text))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it('.env.example lists every variable the running dashboard reads', () => {
    const example = read('.env.example');
    const reads = envReads([...SERVER_DIRS.flatMap(sources), ...SERVER_FILES]);
    expect(reads.has('SESSION_SECRETS') && reads.has('DATABASE_URL') && reads.has('SHUTDOWN_GRACE_MS')).toBe(true);
    const missing = [...reads]
      .filter(([name]) => !new RegExp(`\\b${name}\\b`).test(example))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s: every relative link resolves to a file of the repository', (file) => {
    const broken = relativeLinks(file).filter((target) => {
      const resolved = path.resolve(path.dirname(path.join(root, file)), decodeURIComponent(target.split('#')[0] as string));
      return !resolved.startsWith(`${root}${path.sep}`) || !existsSync(resolved);
    });
    expect(broken).toEqual([]);
  });

  it('keeps the README short enough to read: at most 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  it('keeps the recipe for an area short and true: at most 120 lines, and no end-to-end test waits on time', () => {
    expect(read('docs/adding-an-area.md').trimEnd().split('\n').length).toBeLessThanOrEqual(120);
    const e2e = readdirSync(path.join(root, 'tests/e2e'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(e2e.filter((f) => read(`tests/e2e/${f}`).includes('waitForTimeout('))).toEqual([]);
  });
});
