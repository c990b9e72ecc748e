import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: no tracked file sends its reader to a document they cannot open from
 * here: not the design and machine notes kept outside it (the architecture is ARCHITECTURE.md, the house
 * style CONTRIBUTING.md), not the issue tracker's numbers, not the specification's section marks.
 * A comment says its reason in words instead. docs/departures.md alone may name the part of the
 * specification it departs from, as that is what it is for (issue numbers stay out of it too).
 * The patterns are written so that this file does not match them itself.
 */
const root = path.resolve(__dirname, '../..');

const RULES: { what: string; pattern: RegExp; allowed?: (file: string) => boolean }[] = [
  { what: 'a note outside the repository', pattern: new RegExp('\\b(?:DESIGN|MACHINE)\\.md\\b', 'i') },
  { what: 'an issue number', pattern: new RegExp('\\bissues?\\s+#?\\d+\\b', 'i') },
  {
    what: 'a section of the specification',
    // The section sign in any form, and a numbered document of the specification.
    pattern: new RegExp('\\u00a7|\\bdocuments?\\s+\\d+\\b', 'i'),
    allowed: (file) => file === 'docs/departures.md',
  },
];

/** Lockfiles name packages, not reasons. */
const LOCKFILES = new Set(['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml']);

function trackedTextFiles(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  return files.flatMap((file) => {
    if (LOCKFILES.has(path.basename(file))) return [];
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch {
      return []; // deleted in the working tree, not yet in the index
    }
    // A NUL byte in the first 8 KB marks a binary file, as git itself decides.
    if (bytes.subarray(0, 8000).includes(0)) return [];
    return [{ file, text: bytes.toString('utf8') }];
  });
}

describe('no tracked file refers to a document outside the repository', () => {
  it('names every file:line that cites the outside notes, an issue number or a section of the specification', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const { file, text } of files) {
      text.split(/\r?\n/).forEach((line, i) => {
        for (const rule of RULES) {
          if (rule.allowed?.(file)) continue;
          const hit = rule.pattern.exec(line);
          if (hit) found.push(`${file}:${i + 1}: ${rule.what} ('${hit[0]}')`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});
