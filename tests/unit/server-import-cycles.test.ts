import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle among server/ files. A cycle works while every use sits inside a function, and breaks
 * some bundles and not others the day a module reads an import at its top level. Every
 * import counts, `import type` and `import()` included: a cycle of types is one edit from a real one.
 * The imports are read by TypeScript's own scanner, not a regular expression.
 */
const ROOT = process.cwd();
const SERVER = path.join(ROOT, 'server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The server/ file an import names, or null for a package or a file outside server/. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base || !base.startsWith(SERVER + path.sep)) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c)) ?? null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.map((i) => resolve(file, i.fileName)).filter((f): f is string => f !== null),
    );
  }
  return graph;
}

/** The shortest way from `start` back to itself (breadth first), or null. */
function shortestCycle(graph: Map<string, string[]>, start: string): string[] | null {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const cycle = [file];
        while (cycle[0] !== start) cycle.unshift(cameFrom.get(cycle[0]!)!);
        return cycle;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Each cycle once, as 'a.ts → b.ts → a.ts' from its first file by name, whichever file it was found from. */
export function importCycles(graph: Map<string, string[]>): string[] {
  const found = new Map<string, string>();
  for (const file of graph.keys()) {
    const cycle = shortestCycle(graph, file);
    if (!cycle) continue;
    const names = cycle.map((f) => path.relative(ROOT, f));
    const first = names.indexOf([...names].sort()[0]!);
    const rotated = [...names.slice(first), ...names.slice(0, first)];
    found.set([...names].sort().join(' '), [...rotated, rotated[0]].join(' → '));
  }
  return [...found.values()];
}

describe('server/ imports', () => {
  it('read real files: the graph knows the audit log imports the client address', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get(path.join(SERVER, 'audit/record.ts'))).toContain(path.join(SERVER, 'http/client-address.ts'));
  });

  it('finds a cycle when there is one', () => {
    const a = path.join(SERVER, 'a.ts');
    const b = path.join(SERVER, 'b.ts');
    const c = path.join(SERVER, 'c.ts');
    expect(
      importCycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual(['server/a.ts → server/b.ts → server/c.ts → server/a.ts']);
  });

  it('form no cycle', () => {
    expect(importCycles(importGraph())).toEqual([]);
  });
});
