import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md and CONTRIBUTING.md describe the code by naming its files: every path they name
 * (in backticks or as a link) must exist, so a file moved or renamed fails here rather than leaving
 * a newcomer a map of files that are gone. A path with a placeholder (`lib/<area>/rules.ts`) or a
 * wildcard must match at least one file; a link's #anchor must name a heading of its page.
 */
const root = path.resolve(__dirname, '../..');
const DOCS = ['ARCHITECTURE.md', 'CONTRIBUTING.md'];

/** Next's file conventions the documents name as not used here: they must stay absent. */
const ABSENT_ON_PURPOSE = new Set(['loading.tsx', 'middleware.ts']);

/** Folders never walked or named: installed packages, build and test output, local data. */
const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'blob-report', 'coverage', 'data', 'out']);
const skipped = (name: string) => SKIP.has(name) || name.startsWith('.next');

/** The endings of the files a reference can name (code, configuration, documentation). */
const FILE_EXT = /\.(?:[cm]?[jt]sx?|json|md|css|sh|ya?ml|conf|template)$/;

const TOP = new Set(readdirSync(root).filter((name) => !skipped(name)));

let entries: { files: string[]; dirs: string[] } | null = null;
/** Every file and folder of the repository, relative to its root (folders with a trailing slash). */
function repository(): { files: string[]; dirs: string[] } {
  if (entries) return entries;
  const found = { files: [] as string[], dirs: [] as string[] };
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (skipped(e.name)) continue;
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        found.dirs.push(`${child}/`);
        walk(child);
      } else found.files.push(child);
    }
  };
  walk('');
  entries = found;
  return found;
}

/** Inline code spans and link targets outside fenced code blocks. */
function references(markdown: string): string[] {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string);
  const links = [...text.replace(/`[^`\n]+`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string);
  return [...spans, ...links];
}

/**
 * The repository path a reference names, or null when it names none: a URL, a route of the app
 * ('/api/health'), a package ('@radix-ui/…', 'web-push'), a media type ('text/csv'), code.
 */
function asPath(ref: string): string | null {
  if (/\s/.test(ref) || /^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('/')) return null;
  const p = ref.startsWith('@/') ? ref.slice(2) : ref;
  if (!p || p.startsWith('@')) return null;
  if (p.startsWith('#')) return p;
  const file = p.split('#')[0] as string;
  if (file.includes('/')) return TOP.has(file.split('/')[0] as string) || file.endsWith('/') || FILE_EXT.test(file) ? p : null;
  return FILE_EXT.test(file) || /^\.[\w.-]+$/.test(file) ? p : null;
}

/** A placeholder or wildcard path as a pattern: `<name>` one segment, `*` part of one, `**` any depth. */
function pattern(p: string): RegExp {
  const dir = p.endsWith('/');
  const body = p
    .replace(/\/$/, '')
    .split(/(<[^>]+>|\*\*|\*)/)
    .map((part) =>
      part.startsWith('<') ? '[^/]+' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}${dir ? '/' : ''}$`);
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchors(markdown: string): Set<string> {
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((h) =>
      h
        .replace(/^#+ /, '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** Whether a path (with an optional #anchor) names something of the repository; `from` is the document. */
function resolves(p: string, from: string): boolean {
  const [file, anchor] = p.split('#') as [string, string | undefined];
  const target = file || from;
  if (/[<>*]/.test(target)) {
    const { files, dirs } = repository();
    const re = pattern(target);
    // A bare pattern ('*.test.ts') names files by their name, wherever they are.
    const bare = !target.replace(/\/$/, '').includes('/');
    return (target.endsWith('/') ? dirs : files).some((f) => re.test(bare ? `${path.posix.basename(f)}${f.endsWith('/') ? '/' : ''}` : f));
  }
  if (ABSENT_ON_PURPOSE.has(target)) return !repository().files.some((f) => path.posix.basename(f) === target);
  let found: boolean;
  if (target.includes('/')) {
    const full = path.join(root, target);
    found = existsSync(full) && (!target.endsWith('/') || statSync(full).isDirectory());
  } else {
    // A bare name: a file at the root, or the name of a file somewhere ('tag-dialog.tsx', 'schema.ts').
    found = existsSync(path.join(root, target)) || repository().files.some((f) => path.posix.basename(f) === target);
  }
  if (!found || anchor === undefined) return found;
  return target.endsWith('.md') && anchors(readFileSync(path.join(root, target), 'utf8')).has(anchor);
}

function broken(markdown: string, from: string): string[] {
  return references(markdown)
    .map(asPath)
    .filter((p): p is string => p !== null)
    .filter((p) => !resolves(p, from));
}

describe('the architecture and contributing documents', () => {
  it('finds the paths they name (the scanner works)', () => {
    const named = new Set(DOCS.flatMap((doc) => references(readFileSync(path.join(root, doc), 'utf8')).map(asPath)));
    for (const p of [
      'proxy.ts',
      'server/page.ts',
      'server/http/guarded.ts',
      'server/upstream/client.ts',
      'lib/access/actions.ts',
      'eslint.config.mjs',
      'CONTRIBUTING.md',
      'lib/<area>/rules.ts',
    ]) {
      expect(named.has(p), p).toBe(true);
    }
  });

  it('tells paths from routes, packages, media types and code', () => {
    expect(
      [
        '/api/health',
        'web-push',
        '@mapbox/mapbox-gl-draw',
        'text/csv',
        'X-API-KEY',
        "'tags.create'",
        'https://example.com/a.md',
        'UPDATE … RETURNING',
      ].map(asPath),
    ).toEqual(Array(8).fill(null));
    expect(
      ['server/tags.ts', 'app/(dashboard)/', '.nvmrc', 'route.ts', 'docs/deploy.md#operating-it', '@/server/http'].map(asPath),
    ).toEqual(['server/tags.ts', 'app/(dashboard)/', '.nvmrc', 'route.ts', 'docs/deploy.md#operating-it', 'server/http']);
  });

  it('catches a path that does not resolve', () => {
    const sample = [
      '`server/no-such-file.ts`, `lib/<area>/no-such.ts`, `components/no-such-folder/`, `no-such-name.tsx`,',
      '[a page](docs/no-such-page.md), [a heading](docs/deploy.md#no-such-heading), `README.md#no-such-heading`,',
      '`server/tags.ts`, `lib/<area>/rules.ts`, `demo-api/areas/<key>/`, `tag-dialog.tsx`, `*.spec.ts`, [deploy](docs/deploy.md#operating-it), `loading.tsx`, `*.nope.ts`',
    ].join('\n');
    expect(broken(sample, 'ARCHITECTURE.md')).toEqual([
      'server/no-such-file.ts',
      'lib/<area>/no-such.ts',
      'components/no-such-folder/',
      'no-such-name.tsx',
      'README.md#no-such-heading',
      '*.nope.ts',
      'docs/no-such-page.md',
      'docs/deploy.md#no-such-heading',
    ]);
  });

  it.each(DOCS)('%s: every path it names exists in the repository', (doc) => {
    expect(broken(readFileSync(path.join(root, doc), 'utf8'), doc)).toEqual([]);
  });
});
