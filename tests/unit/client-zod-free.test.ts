import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No browser code reaches zod: it weighs about 31 kB gzip on every page that imports it, and its
 * `new Function` is refused by the CSP. Client components check forms with the zod-free rules in
 * lib/<area>/check.ts; the zod schemas built from them are for the route handlers. This
 * follows every value import (type-only imports are erased) from each 'use client' module.
 */
const ROOT = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'lib'];
const FORBIDDEN = /^zod(\/|$)/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const parsed = new Map<string, { client: boolean; imports: string[] }>();

/** The module's value imports: static imports and re-exports that are not type-only, and dynamic import()s. */
function read(file: string) {
  let entry = parsed.get(file);
  if (entry) return entry;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports: string[] = [];
  const first = source.statements[0];
  const client =
    !!first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use client';
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      imports.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      imports.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) imports.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  entry = { client, imports };
  parsed.set(file, entry);
  return entry;
}

/** The import chain from `start` to a forbidden package, or null. */
function chainToForbidden(start: string): string[] | null {
  const seen = new Set<string>([start]);
  const queue: string[][] = [[start]];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const file = path[path.length - 1]!;
    for (const spec of read(file).imports) {
      if (FORBIDDEN.test(spec)) return [...path, spec];
      if (!spec.startsWith('.') && !spec.startsWith('@/')) continue;
      const next = resolveLocal(file, spec);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return null;
}

describe('browser code does not load zod', () => {
  const clientModules = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))).filter((file) => read(file).client);

  it('finds the client modules', () => {
    expect(clientModules.length).toBeGreaterThan(20);
  });

  it("follows a client module into an area's schema, and lets it import the area's check", () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-zod-free-'));
    const clientModule = (name: string, from: string) => {
      const file = join(dir, name);
      writeFileSync(file, `'use client';\nimport * as rules from '${from}';\nexport const form = rules;\n`);
      return file;
    };
    try {
      const withSchema = clientModule('schema-form.tsx', '@/lib/tags/schema');
      const chain = chainToForbidden(withSchema)?.map((step) => (step.startsWith(ROOT) ? relative(ROOT, step) : step));
      expect(chain).toEqual([withSchema, 'lib/tags/schema.ts', 'zod']);
      expect(chainToForbidden(clientModule('check-form.tsx', '@/lib/tags/check'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('no client module imports zod, directly or through lib/', () => {
    const offenders = clientModules
      .map((file) => chainToForbidden(file))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.map((step) => (step.startsWith(ROOT) ? relative(ROOT, step) : step)).join(' → '));
    expect(offenders).toEqual([]);
  });
});
