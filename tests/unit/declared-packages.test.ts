import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every package the shipped code imports is declared in package.json: an undeclared one (a deep import
 * into a dependency's dependency) works only while npm happens to hoist it, and breaks on the upgrade
 * that stops doing so. Imports are read by TypeScript's own scanner.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
/** Type-only imports of type packages that declared ones bring (@types/geojson with maplibre-gl, topojson-specification with @types/topojson-client). */
const TYPES_ONLY = new Set(['geojson', 'topojson-specification']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The package a bare specifier names: '@scope/name' or 'name', whatever subpath follows. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isLocal = (s: string) =>
  s.startsWith('.') || s.startsWith('@/') || s.startsWith('node:') || builtinModules.includes(s.split('/')[0]!);

describe('declared packages', () => {
  it('the shipped code imports only packages package.json declares', () => {
    const files = ['app', 'components', 'lib', 'server', 'demo-api'].flatMap(sourceFiles).concat('proxy.ts');
    const undeclared = files.flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map((i) => i.fileName)
        .filter((s) => !isLocal(s) && !declared.has(packageOf(s)) && !TYPES_ONLY.has(packageOf(s)))
        .map((s) => `${file}: ${s}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('table-core is declared at the version react-table pins, so there is one copy of it', () => {
    const reactTable = JSON.parse(readFileSync('node_modules/@tanstack/react-table/package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['@tanstack/table-core']).toBe(reactTable.dependencies['@tanstack/table-core']);
  });
});
