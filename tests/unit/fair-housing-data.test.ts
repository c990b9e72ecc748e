import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The committed tables are what `npm run gen:fair-housing` writes from the installed packages. */
const installed = ['unhomoglyph/package.json', 'character-entities/package.json'].every((p) => {
  try {
    createRequire(import.meta.url).resolve(p);
    return true;
  } catch {
    return false;
  }
});

describe.skipIf(!installed)('lib/fair-housing/skeleton-data.ts (needs the devDependencies installed)', () => {
  it('is up to date with its generator and data', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'fh-data-')), 'skeleton-data.ts');
    const run = spawnSync(process.execPath, ['scripts/fair-housing-data.mjs', out], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync('lib/fair-housing/skeleton-data.ts', 'utf8'));
  });
});
